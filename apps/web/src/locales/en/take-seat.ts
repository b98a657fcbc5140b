import type { takeSeat as zh } from '../zh-CN/take-seat';

/** Texts of /take/seat. */
export const takeSeat: Record<keyof typeof zh, string> = {
  title: 'Take a seat',
  hint: 'Sign in and go on duty on the seat; if someone is on duty on it, you take it over and their duty ends.',
  username: 'Username',
  usernameRequired: 'Enter your username',
  password: 'Password',
  passwordRequired: 'Enter your password',
  seat: 'Seat number',
  seatRequired: 'Please choose a seat',
  submit: 'Sign in and start duty',
  started: 'Duty started',
  takenOver: 'Duty started; you took the seat over from {{name}}',
  failed: 'Sign-in failed; please try again',
  toLogin: 'Sign in only',
};
