import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type RequestFn } from '../platform/api/api-client';
import type { Effect } from '../platform/api/error-catalogue';
import type { FormDefinition } from './form-schema';
import { renderForm } from './render-form-for-test';

/** A small local server standing in for the option endpoints; it records what it was asked. */
const seen: { method: string; url: string; from: string | undefined }[] = [];
const ANSWERS: Record<string, unknown> = {
  '/erp/hrm/employee/list': {
    code: 200,
    data: [
      { id: 1, name: '张三' },
      { id: 2, name: '李四' },
    ],
  },
  '/erp/hrm/department/getFinalDepartment': { code: 200, data: [{ id: 7, name: '销售一部' }] },
  '/erp/flw/instance/my/start/page': {
    code: 200,
    data: { list: [{ instanceNo: 'SP-0001', processName: '请假' }], total: 1 },
  },
  '/erp/test/plain': { code: 200, data: [{ code: 'x', text: '来自 data' }] },
  '/erp/test/nested': { code: 200, data: { rows: [{ id: 9, title: '来自 dataPath' }] } },
};

let server: Server;
let request: RequestFn;
const effects: Effect[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      from: req.headers['d-from'] as string | undefined,
    });
    const answer = ANSWERS[path];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { code: 404, msg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  request = createApiClient({
    // jsdom's AbortSignal is not the one Node's fetch accepts, so the signal stays behind.
    fetch: (input, init) => fetch(input, { ...init, signal: undefined }),
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => 'token-1',
    getOrganizationId: () => 5,
    getLocale: () => 'zh-CN',
    translate: (key) => key,
    runEffect: (effect) => effects.push(effect),
    now: () => 0,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

async function openSelect(label: string) {
  fireEvent.mouseDown(itemOf(label).querySelector('.ant-select') as HTMLElement);
  return document.body;
}

describe('dynamic options', () => {
  it('call the field’s own method and url and read data, or data[dataPath], through its mapping', async () => {
    const definition: FormDefinition = {
      fields: [
        {
          tag: 'radio',
          label: '平铺',
          vModel: 'plain',
          dataType: 'dynamic',
          method: 'GET',
          url: '/erp/test/plain',
          mapping: { value: 'code', label: 'text' },
        },
        {
          tag: 'checkbox',
          label: '嵌套',
          vModel: 'nested',
          dataType: 'dynamic',
          method: 'POST',
          url: '/erp/test/nested',
          dataPath: 'rows',
          optionModel: { value: 'id', label: 'title' },
        },
        {
          tag: 'radio',
          label: '缺失',
          vModel: 'missing',
          dataType: 'dynamic',
          url: '/erp/test/missing',
          mapping: { value: 'id', label: 'name' },
        },
      ],
    };
    renderForm(definition, { request });
    expect(await within(itemOf('平铺')).findByText('来自 data')).toBeTruthy();
    expect(await within(itemOf('嵌套')).findByText('来自 dataPath')).toBeTruthy();
    expect(seen).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/erp/test/nested', from: 'crm' }),
    );
    expect(seen).toContainEqual(expect.objectContaining({ method: 'GET', url: '/erp/test/plain' }));
    // A failing source offers nothing and, silenced, raises no message.
    expect(itemOf('缺失').querySelectorAll('input[type="radio"]')).toHaveLength(0);
    expect(effects.filter((effect) => effect.type === 'message')).toHaveLength(0);
  });

  it('employee, department and related approval selects load their lists (spec §7)', async () => {
    const definition: FormDefinition = {
      fields: [
        { tag: 'employee', label: '负责人', vModel: 'owner' },
        { tag: 'department', label: '部门', vModel: 'department' },
        { tag: 'relatedApproval', label: '关联审批', vModel: 'approval' },
      ],
    };
    const { form } = renderForm(definition, { request });
    const body = await openSelect('负责人');
    fireEvent.click(await within(body).findByText('李四', { selector: '.ant-select-item-option-content' }));
    // Value and label of an employee are both the name.
    expect(form().getFieldValue('owner')).toBe('李四');
    await openSelect('部门');
    expect(
      await within(body).findByText('销售一部', { selector: '.ant-select-item-option-content' }),
    ).toBeTruthy();
    await openSelect('关联审批');
    // The value is the number; the option names the process too.
    fireEvent.click(
      await within(body).findByText('SP-0001 · 请假', { selector: '.ant-select-item-option-content' }),
    );
    expect(form().getFieldValue('approval')).toBe('SP-0001');

    const approvals = seen.find((call) => call.url.startsWith('/erp/flw/instance/my/start/page'));
    const query = new URLSearchParams(approvals?.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      instanceNo: '',
      category: '',
      processName: '',
      pageNum: '1',
      pageSize: '400',
      startCreateTime: '',
      endCreateTime: '',
    });
    expect(seen.some((call) => call.url === '/erp/hrm/employee/list')).toBe(true);
    expect(seen.some((call) => call.url === '/erp/hrm/department/getFinalDepartment')).toBe(true);
  });
});
