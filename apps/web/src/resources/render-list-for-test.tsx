import type { Resource } from '@atrium/contract';
import { render } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../platform/routing/current-route-context';
import { createFakeResourceServer } from './fake-resource-server';
import type { LabelNamespace } from './resource-labels';
import { ResourceListPage } from './resource-list-page';
import type { ToolbarExtra } from './resource-toolbar';
import type { AnyRow } from './resource-types';

export const LIST_PATH = '/list';

interface Options {
  resource: Resource;
  labelNamespace: LabelNamespace;
  rows: AnyRow[];
  /** The route's oper keys; every CRUD key unless told. */
  btnList?: readonly string[];
  /** Search part of the starting URL, e.g. '?name=a&pageNum=2'. */
  search?: string;
  toolbarExtra?: ToolbarExtra;
}

export const ALL_OPERS = ['add', 'query', 'get', 'update', 'edit', 'delete', 'enable', 'disable'] as const;

/**
 * Renders a list page the way the app does — in the app's providers and a router, on a route with
 * a button list — against a fake server.
 */
export function renderList({
  resource,
  labelNamespace,
  rows,
  btnList = ALL_OPERS,
  search = '',
  toolbarExtra,
}: Options) {
  initI18n();
  queryClient.clear();
  const server = createFakeResourceServer(resource, rows);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        path: LIST_PATH,
        element: (
          <CurrentRouteContext.Provider value={{ key: resource.menuKey, title: '客户来源', btnList }}>
            <ResourceListPage
              resource={resource}
              labelNamespace={labelNamespace}
              toolbarExtra={toolbarExtra}
            />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: [`${LIST_PATH}${search}`] },
  );
  // The app's providers: zh-CN antd texts, button labels as written (确定, not 确 定), messages.
  const view = render(
    <AppProviders initialAntdLocale={zhCN}>
      {/* As lazyScreen renders every screen of the app. */}
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return { ...view, server, router };
}

let nextId = 1;

/** A row as the server answers it: the record columns, then the given fields. */
export function recordRow(fields: Record<string, unknown>): AnyRow {
  const id = nextId++;
  return {
    id,
    version: 1,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    createdBy: 1,
    ...fields,
  };
}

/** A customer-source row. */
export function sourceRow(fields: Partial<AnyRow> & { name: string; code: string }): AnyRow {
  return recordRow({ sort: nextId, enabled: true, remark: '', ...fields });
}
