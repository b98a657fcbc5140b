import Grid from 'antd/es/grid';

/**
 * Whether the screen is a phone's: below antd's `md` (768 px), where NOT_ON_PHONE columns leave,
 * lines stack and filters fold behind a button. Only a width the browser reports (xs or sm
 * matched) counts: before the breakpoints are known, or where none is (jsdom), the screen is not
 * taken for a phone.
 */
export function usePhoneWidth(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}
