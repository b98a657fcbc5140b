import { describe, expect, it } from 'vitest';
import { decideNavigation, isPublicPath, safeRedirect } from './guard-decision';

describe('navigation guard (spec §2.4)', () => {
  it('opens only login, register, registerResult, salaryBill and takeSeat without a token', () => {
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/salary/bill/2024-05',
      '/take/seat',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
      expect(decideNavigation({ pathname: path, search: '', hasToken: false, loaded: false })).toEqual({
        type: 'allow',
      });
    }
    for (const path of ['/', '/dashboard', '/404', '/staging/ship', '/third-app-auth/acme', '/salary/bill']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it('sends everything else to login with the original path and the _corpid value', () => {
    expect(
      decideNavigation({
        pathname: '/customer/manage/list',
        search: '?_corpid=acme&x=1',
        hasToken: false,
        loaded: false,
      }),
    ).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fcustomer%2Fmanage%2Flist%3F_corpid%3Dacme%26x%3D1&logincorpid=acme',
    });
    expect(decideNavigation({ pathname: '/dashboard', search: '', hasToken: false, loaded: false })).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fdashboard',
    });
  });

  it('loads user info and routes once when a token exists, then lets navigation continue', () => {
    expect(decideNavigation({ pathname: '/dashboard', search: '', hasToken: true, loaded: false })).toEqual({
      type: 'load',
    });
    expect(decideNavigation({ pathname: '/dashboard', search: '', hasToken: true, loaded: true })).toEqual({
      type: 'allow',
    });
  });

  it('takes a signed-in user away from the login page to the redirect path', () => {
    expect(
      decideNavigation({
        pathname: '/user/login',
        search: '?redirect=%2Fsale%2Forder%2Flist',
        hasToken: true,
        loaded: false,
      }),
    ).toEqual({ type: 'redirect', to: '/sale/order/list' });
  });

  it('ignores redirect values that would leave the app', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect('/customer/manage/list?x=1', '/')).toBe('/customer/manage/list?x=1');
  });
});
