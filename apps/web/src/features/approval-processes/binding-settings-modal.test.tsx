import type { flwBindingsApi } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { BindingSettingsModal } from './binding-settings-modal';

const reply = (body: unknown, status = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code: status, msg, data: body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const points: flwBindingsApi.ApprovalBindingRow[] = [
  {
    point: 'stockReceipt.reverse',
    measure: 'amount',
    label: '入库单冲销（金额超过阈值时需审批）',
    enabled: false,
    processId: null,
    processName: null,
    threshold: 0,
  },
  {
    point: 'customer.bulkTransfer',
    measure: 'count',
    label: '批量客户转移（客户数超过阈值时需审批）',
    enabled: true,
    processId: 2,
    processName: '客户转移审批',
    threshold: 20,
  },
];

function fakeServer() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/erp/flw/binding/list') return reply(points);
      if (url.pathname === '/erp/flw/process/page') {
        const process = (id: number, name: string, publishedVersion: number | null) => ({
          id,
          name,
          category: '业务',
          icon: 'audit',
          description: '',
          enabled: true,
          publishedVersion,
          draftChanged: false,
          instanceCount: 0,
          updateTime: '2026-11-27 10:00:00',
        });
        return reply({
          list: [process(1, '冲销审批', 1), process(2, '客户转移审批', 2), process(3, '草稿流程', null)],
          total: 3,
          pageNum: 1,
          pageSize: 100,
        });
      }
      if (url.pathname === '/erp/flw/binding' && method === 'PUT') {
        const body = JSON.parse(String(init!.body));
        sent.push(body);
        return reply({ ...points[0], ...body, processName: '冲销审批' });
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('BindingSettingsModal', () => {
  it('turns a point on with a published process and a yuan threshold, saving that row in one request', async () => {
    const sent = fakeServer();
    renderScreen(<BindingSettingsModal open onClose={() => {}} />, '/approval/process/list');
    const row = (await screen.findByText('入库单冲销（金额超过阈值时需审批）')).closest('tr')!;
    const save = within(row).getByRole('button', { name: '保存' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('switch', { name: '启用「入库单冲销（金额超过阈值时需审批）」' }));
    fireEvent.mouseDown(
      within(row).getByRole('combobox', { name: '「入库单冲销（金额超过阈值时需审批）」的审批流程' }),
    );
    // Only published processes are offered.
    expect(await screen.findByTitle('冲销审批')).toBeTruthy();
    expect(screen.queryByTitle('草稿流程')).toBeNull();
    fireEvent.click(screen.getByTitle('冲销审批'));
    const threshold = within(row).getByRole('spinbutton', {
      name: '「入库单冲销（金额超过阈值时需审批）」的阈值',
    });
    fireEvent.change(threshold, { target: { value: '5000.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      point: 'stockReceipt.reverse',
      enabled: true,
      processId: 1,
      threshold: 500_050,
    });
    // The other row, untouched, shows its saved binding.
    const other = screen.getByText('批量客户转移（客户数超过阈值时需审批）').closest('tr')!;
    expect(within(other).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect((within(other).getByRole('spinbutton') as HTMLInputElement).value).toBe('20');
  });
});
