import { customerSourceResource, defineResource } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { createFakeResourceServer } from './fake-resource-server';
import { ReferencePicker } from './reference-picker';
import { recordRow, renderList } from './render-list-for-test';

const EMPLOYEES = [
  { id: 3, label: '李销售' },
  { id: 4, label: '李经理' },
  { id: 5, label: '张销售' },
];

/** A fake server answering the employee source (and nothing else the picker needs). */
function fakeServer() {
  const server = createFakeResourceServer(customerSourceResource, []);
  server.references = { employee: EMPLOYEES };
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

function Harness(props: { initial?: number | null; valueLabel?: string | null; allowClear?: boolean }) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <ReferencePicker
          source="employee"
          value={value}
          valueLabel={props.valueLabel}
          allowClear={props.allowClear}
          onChange={(next) => setValue(next as number | null)}
          placeholder="请选择员工"
        />
        <output data-testid="chosen">{value ?? 'none'}</output>
      </ScreenQueryProvider>
    </AppProviders>
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}) {
  initI18n();
  queryClient.clear();
  return render(<Harness {...props} />);
}

const searches = (queries: string[]) => queries.filter((query) => !query.includes('ids='));

afterEach(() => vi.unstubAllGlobals());

describe('ReferencePicker', { timeout: 30_000 }, () => {
  it("shows the row's label of the current value without asking the server", async () => {
    const server = fakeServer();
    renderPicker({ initial: 4, valueLabel: '李经理' });
    expect(await screen.findByText('李经理')).toBeTruthy();
    expect(server.referenceQueries).toEqual([]);
  });

  it('looks up the label of a value it does not know (a filter from the URL); a gone record stays #id', async () => {
    const server = fakeServer();
    const { unmount } = renderPicker({ initial: 5 });
    expect(await screen.findByText('张销售')).toBeTruthy();
    expect(server.referenceQueries).toEqual(['employee?ids=5']);
    unmount();
    renderPicker({ initial: 99 });
    await waitFor(() => expect(server.referenceQueries).toContain('employee?ids=99'));
    expect(await screen.findByText('#99')).toBeTruthy();
  });

  it('searches once typing pauses and picks with the keyboard', async () => {
    const server = fakeServer();
    renderPicker();
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    for (const typed of ['李', '李经', '李经理']) fireEvent.change(input, { target: { value: typed } });
    await waitFor(() =>
      expect(searches(server.referenceQueries)).toContain('employee?keyword=%E6%9D%8E%E7%BB%8F%E7%90%86'),
    );
    // The keystrokes in between were never sent.
    expect(searches(server.referenceQueries).filter((query) => /keyword=[^&]/.test(query))).toHaveLength(1);
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).queryByText('李销售')).toBeNull());
    expect(document.querySelector('.ant-select-item-option-content')?.textContent).toBe('李经理');
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('4'));
  });

  it('clears to null when the field is optional', async () => {
    fakeServer();
    const { container } = renderPicker({ initial: 3, valueLabel: '李销售', allowClear: true });
    expect(await screen.findByText('李销售')).toBeTruthy();
    const clear = container.querySelector('.ant-select-clear');
    expect(clear).toBeTruthy();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('none'));
  });
});

describe('reference fields in a resource list', { timeout: 30_000 }, () => {
  const tasks = defineResource({
    name: 'task',
    basePath: '/erp/test/task',
    menuKey: 'customerSourceList',
    recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
    ownership: true,
    fields: {
      title: { kind: 'text', labelKey: 'task.title', required: true },
      assigneeId: { kind: 'reference', ref: 'employee', labelKey: 'task.assignee', filter: 'eq' },
    },
  });
  const row = (title: string, assigneeId: number | null, label: string | null) =>
    recordRow({
      title,
      assigneeId,
      ownerUserId: 1,
      ownerDepartmentId: 2,
      labels: { assigneeId: label, ownerUserId: '系统管理员', ownerDepartmentId: '总经办' },
    });

  it('shows labels in the cells (#id for a gone record) and owner columns titled from the resources texts', async () => {
    renderList({
      resource: tasks,
      labelNamespace: 'masterData',
      rows: [row('回访', 3, '李销售'), row('报价', 7, null), row('备货', null, null)],
    });
    expect(await screen.findByText('回访')).toBeTruthy();
    expect(screen.getByText('李销售')).toBeTruthy();
    expect(screen.getByText('#7')).toBeTruthy();
    expect(screen.getAllByText('系统管理员')).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['负责人', '所属部门']),
    );
  });

  it('filters by the id picked in the filter form', async () => {
    const { server } = renderList({
      resource: tasks,
      labelNamespace: 'masterData',
      rows: [row('回访', 3, '李销售'), row('报价', 5, '张销售')],
    });
    server.references = { employee: EMPLOYEES, user: [], department: [] };
    expect(await screen.findByText('回访')).toBeTruthy();
    const filter = screen.getByTestId('resource-filter');
    const picker = within(filter).getByTestId('reference-picker-employee');
    const input = within(picker).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '张' } });
    fireEvent.click(await screen.findByTitle('张销售'));
    fireEvent.click(within(filter).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(server.pageQueries.at(-1)).toMatchObject({ assigneeId: 5 }));
    await waitFor(() => expect(screen.queryByText('回访')).toBeNull());
  });
});
