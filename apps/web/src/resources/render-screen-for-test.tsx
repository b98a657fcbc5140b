import { render } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../platform/routing/current-route-context';

/** The envelope the server answers with. */
export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stands in for the server: each request goes to the answer for its method and path (`GET
 * /erp/…`); any other request fails the test. An answer gets the URL and the request's JSON body.
 * Returns the URLs asked, newest last.
 */
export function stubApi(answers: Record<string, (url: URL, body: unknown) => unknown>) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
      if (!answer) throw new Error(`unexpected ${init?.method} ${url.pathname}`);
      asked.push(url);
      return envelope(answer(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
    }),
  );
  return asked;
}

/**
 * Renders a screen the way the app does: in the app's providers and a router, at `path` + `search`,
 * on a route granting `btnList`. Returns the router (its location shows the URL state). A route
 * with params (`/x/detail/:id`) opens at `entry` (`/x/detail/7`).
 */
export function renderScreen(
  screen: ReactNode,
  path: string,
  search = '',
  btnList: readonly string[] = [],
  entry = path,
) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <CurrentRouteContext.Provider value={{ key: 'screenUnderTest', title: 'screen', btnList }}>
            {screen}
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: [`${entry}${search}`] },
  );
  render(
    <AppProviders initialAntdLocale={zhCN}>
      {/* As lazyScreen renders every screen of the app. */}
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return router;
}
