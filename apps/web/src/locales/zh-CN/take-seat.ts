/** Texts of /take/seat: sign in and go on duty on a seat in one step (spec §2.2, §4 Duty, §5). */
export const takeSeat = {
  title: '登录坐席',
  hint: '登录并在所选坐席开始值班；该坐席有人值班时将接管该坐席，并自动结束其值班。',
  username: '用户名',
  usernameRequired: '请输入用户名',
  password: '密码',
  passwordRequired: '请输入密码',
  seat: '坐席号',
  seatRequired: '请选择天润坐席',
  submit: '登录并开始值班',
  started: '已开始值班',
  takenOver: '已开始值班，已接管 {{name}} 的值班',
  failed: '登录失败，请重试',
  toLogin: '仅登录',
};
