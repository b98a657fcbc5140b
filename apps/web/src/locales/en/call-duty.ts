import type { callDuty as zh } from '../zh-CN/call-duty';

/** Texts of the header's duty control (spec §4 Duty, §5, §8). */
export const callDuty: Record<keyof typeof zh, string> = {
  offDuty: 'Off duty',
  onDuty: 'On duty',
  start: 'Start duty',
  end: 'End duty',
  endConfirm: 'End your duty on seat {{cno}}?',
  seat: 'Seat',
  seatPlaceholder: 'Choose a seat',
  seatRequired: 'Please choose a seat',
  noSeats: 'No seats available',
  takeOverTitle: 'The seat is taken',
  holderOnDuty: 'current agent {{name}} is on duty',
  takeOverWarning: 'Continuing takes over the seat and automatically ends that duty.',
  takeOver: 'Take over',
  cancel: 'Cancel',
  started: 'Duty started',
  ended: 'Duty ended',
  takenOver: 'Your duty on seat {{cno}} was taken over by someone else.',
  elapsed: 'Time on duty',
};
