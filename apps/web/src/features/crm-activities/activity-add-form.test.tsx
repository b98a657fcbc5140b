import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { fileIdOf } from '../../forms/use-upload-request';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { ActivityAddForm, toAddBody } from './activity-add-form';

const json = (body: unknown, status = 200) =>
  new Response(
    JSON.stringify({ code: status, msg: status === 200 ? 'ok' : '跟进方式「x」不存在', data: body }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** The dictionary and the add endpoint; records what was posted. */
function fakeServer(answerStatus = 200) {
  const posted: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/erp/common/dict/followUpType')
      return json([
        { label: '电话', value: 'call', sort: 1, color: '' },
        { label: '拜访', value: 'visit', sort: 2, color: '' },
      ]);
    if (url.pathname === '/erp/crm/customer/5/activity' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return answerStatus === 200 ? json({ id: 1 }) : json({ fieldErrors: [] }, answerStatus);
    }
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return posted;
}

function renderForm(onAdded = vi.fn()) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ActivityAddForm customerId={5} onAdded={onAdded} />
        </>
      ),
    },
  ]);
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return onAdded;
}

const itemOf = (label: string) => {
  const item = within(screen.getByTestId('activity-add-form')).getByText(label).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no field ${label}`);
  return item;
};
const submit = () => fireEvent.click(screen.getByText('添加跟进').closest('button') as HTMLElement);

afterEach(() => vi.unstubAllGlobals());

describe('toAddBody and fileIdOf', () => {
  it('sends trimmed content, uploaded file ids and the next follow-up as an ISO time', () => {
    // Picked as 10:00 on the business clock (the picker shows that clock), whatever the browser zone.
    const next = dayjs('2026-12-01 10:00:00');
    expect(
      toAddBody({
        kind: 'call',
        content: '  报价已发  ',
        attachments: [
          { uid: 'a', name: 'a.pdf', status: 'done', url: '/erp/common/files/12' },
          { uid: 'b', name: 'b.pdf', status: 'done', response: { url: '/erp/common/files/13' } },
          { uid: 'c', name: 'c.pdf', status: 'error' },
        ],
        nextFollowUpAt: next,
      }),
    ).toEqual({
      kind: 'call',
      content: '报价已发',
      attachmentFileIds: [12, 13],
      nextFollowUpAt: '2026-12-01T02:00:00.000Z',
    });
    expect(toAddBody({ kind: 'visit', content: 'x' }).nextFollowUpAt).toBeNull();
  });

  it('reads a file id only from a download address', () => {
    expect(fileIdOf('/erp/common/files/7')).toBe(7);
    expect(fileIdOf('https://cdn.example.com/7.png')).toBeNull();
    expect(fileIdOf('/erp/common/files/abc')).toBeNull();
    expect(fileIdOf(undefined)).toBeNull();
  });
});

describe('adding a follow-up', { timeout: 40_000 }, () => {
  it('asks for the kind and the content before sending anything', async () => {
    const posted = fakeServer();
    renderForm();
    submit();
    expect(await screen.findByText('请选择跟进方式')).toBeTruthy();
    expect(await screen.findByText('请输入跟进内容')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('posts the kind from the dictionary and the content, then tells the detail screen', async () => {
    const posted = fakeServer();
    const onAdded = renderForm();
    fireEvent.mouseDown(itemOf('跟进方式').querySelector('.ant-select') as HTMLElement);
    fireEvent.click(await screen.findByText('拜访'));
    fireEvent.change(within(itemOf('跟进内容')).getByRole('textbox'), { target: { value: '上门演示产品' } });
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    // No next follow-up: null travels as '' (spec §5), which the server reads as absent.
    expect(posted).toEqual([
      { kind: 'visit', content: '上门演示产品', attachmentFileIds: [], nextFollowUpAt: '' },
    ]);
    expect(await screen.findByText('跟进记录已添加')).toBeTruthy();
  });

  it('keeps the form and does not report success when the server refuses', async () => {
    const posted = fakeServer(400);
    const onAdded = renderForm();
    fireEvent.mouseDown(itemOf('跟进方式').querySelector('.ant-select') as HTMLElement);
    fireEvent.click(await screen.findByText('电话'));
    fireEvent.change(within(itemOf('跟进内容')).getByRole('textbox'), { target: { value: '电话沟通' } });
    submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onAdded).not.toHaveBeenCalled();
    expect((within(itemOf('跟进内容')).getByRole('textbox') as HTMLTextAreaElement).value).toBe('电话沟通');
  });
});
