import { type callApi, routeOf } from '@atrium/contract';

/** The duty control's endpoints as schema-free routes: the header slot loads with the shell, without zod. */
export const CALL_DUTY_ROUTES = {
  seatNumbers: routeOf<typeof callApi.seatNumbers>('GET', '/erp/call/cno/all'),
  latestDutyRecord: routeOf<typeof callApi.latestDutyRecord>('GET', '/erp/call/cno/duty/record/latest'),
  dutyHolder: routeOf<typeof callApi.dutyHolder>('GET', '/erp/call/cno/duty/record/check/:cno/duty'),
  startDuty: routeOf<typeof callApi.startDuty>('POST', '/erp/call/cno/duty/record/start/:cno/duty'),
  endDuty: routeOf<typeof callApi.endDuty>('POST', '/erp/call/cno/duty/record/end/:cno/duty'),
};
