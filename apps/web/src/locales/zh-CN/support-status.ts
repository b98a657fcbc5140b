/** Texts of the header's after-sales work section and auto-assign switch (spec §4, §6). */
export const supportStatus = {
  autoAssign: '自动分配',
  work: '售后工作',
  working: '工作中',
  resting: '休息中',
  changeGroup: '切换班组',
  dialogTitle: '切换班组',
  group: '班组',
  groupRequired: '请选择班组',
  statusSwitched: '工作状态切换成功',
  groupChanged: '班组修改成功',
  saved: '操作成功',
};
