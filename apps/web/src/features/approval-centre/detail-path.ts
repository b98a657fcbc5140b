import { MENU_CATALOGUE, walkMenu } from '@atrium/contract';

const DETAIL_PATTERN =
  Array.from(walkMenu(MENU_CATALOGUE), ({ entry }) => entry).find((entry) => entry.key === 'approvalDetail')
    ?.path ?? '/approval/detail/:id';

/** 审批详情 of an instance (`/approval/detail/:id`). */
export const approvalDetailPath = (id: number) => DETAIL_PATTERN.replace(':id', String(id));
