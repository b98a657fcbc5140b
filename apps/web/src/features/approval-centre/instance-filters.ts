import { flwApi } from '@atrium/contract';
import { choiceFilter, dayRangeFilter, idFilter, textFilter } from '../../resources/list-filters';

/** The dictionary of process categories (办公, 财务, 人事…). */
export const APPROVAL_CATEGORY_DICT = flwApi.APPROVAL_CATEGORY_DICT;

/** The filters every instance list offers: process, category, number and the start's day range. */
export const instanceFilterControls = {
  processName: textFilter(),
  category: textFilter(),
  instanceNo: textFilter(),
  range: dayRangeFilter('startCreateTime', 'endCreateTime'),
};

/** …and the instance's status (我发起的, 全部审批). */
export const statusFilter = { status: choiceFilter(flwApi.INSTANCE_STATUSES) };

/** …and the initiator (全部审批). */
export const initiatorFilter = { initiatorId: idFilter() };

/** …and read or unread (抄送我的). */
export const readFilter = { read: choiceFilter(['true', 'false'] as const) };
