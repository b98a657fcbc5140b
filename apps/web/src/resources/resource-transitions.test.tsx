import { defineResource } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../platform/i18n/i18n';
import { recordRow, renderList } from './render-list-for-test';
import type { LabelNamespace } from './resource-labels';

/** A document resource with named transitions, its texts in a namespace of its own. */
const resource = defineResource({
  name: 'testIssue',
  basePath: '/erp/test/issue',
  menuKey: 'pickOrderList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    title: { kind: 'text', labelKey: 'issue.title', required: true, filter: 'contains' },
    status: {
      kind: 'enum',
      labelKey: 'issue.status',
      values: ['draft', 'submitted', 'posted'],
      readOnly: true,
    },
  },
  transitions: {
    field: 'status',
    editableIn: ['draft'],
    transitions: {
      submit: {
        from: ['draft'],
        to: 'submitted',
        access: 'pickOrderList:update',
        labelKey: 'issue.submit',
        label: { 'zh-CN': '提交', en: 'Submit' },
      },
      post: {
        from: ['submitted'],
        to: 'posted',
        access: 'pickOrderList:update',
        labelKey: 'issue.post',
        label: { 'zh-CN': '过账', en: 'Post' },
        confirm: true,
      },
    },
  },
});
const NS = 'testIssue' as LabelNamespace;

beforeAll(() => {
  initI18n().addResourceBundle('zh-CN', NS, {
    'issue.title': '标题',
    'issue.status': '状态',
    'issue.status.draft': '草稿',
    'issue.status.submitted': '已提交',
    'issue.status.posted': '已过账',
    'issue.submit': '提交',
    'issue.post': '过账',
  });
});
afterEach(() => vi.unstubAllGlobals());

const ROWS = [
  recordRow({ title: '一号领料', status: 'draft', transitions: ['submit'], pendingTransition: '' }),
  recordRow({ title: '二号领料', status: 'posted', transitions: [], pendingTransition: '' }),
];
const list = () => renderList({ resource, labelNamespace: NS, rows: ROWS });
const table = () => screen.getByTestId('resource-table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('named transitions in the generic list', { timeout: 40_000 }, () => {
  it('offers each row the transitions the server offers on it, and 编辑/删除 only where its state allows', async () => {
    list();
    await within(table()).findByText('一号领料');
    const draft = rowOf('一号领料');
    expect(within(draft).getByTestId('row-transition-submit').textContent).toMatch(/^提\s*交$/);
    expect(within(draft).queryByTestId('row-transition-post')).toBeNull();
    expect(within(draft).getByTestId('row-edit')).toBeTruthy();
    const posted = rowOf('二号领料');
    expect(within(posted).queryByTestId('row-transition-submit')).toBeNull();
    expect(within(posted).queryByTestId('row-edit')).toBeNull();
    expect(within(posted).queryByTestId('row-delete')).toBeNull();
    expect(within(posted).getByTestId('row-view')).toBeTruthy();
  });

  it('takes a transition with the version the row shows, says so, and shows what the record offers next', async () => {
    const view = list();
    await within(table()).findByText('一号领料');
    fireEvent.click(within(rowOf('一号领料')).getByTestId('row-transition-submit'));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(view.server.transitionsTaken).toEqual([{ id: ROWS[0]!.id, transition: 'submit', version: 1 }]);
    // Refreshed: the submitted record now offers 过账 (asking first), and no longer 编辑.
    const post = await within(table()).findByTestId('row-transition-post');
    expect(within(rowOf('一号领料')).queryByTestId('row-edit')).toBeNull();
    fireEvent.click(post);
    expect(await screen.findByText('确定过账？')).toBeTruthy();
    view.server.gatedTransition = 'post';
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('过账已提交审批，审批通过后生效')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('一号领料')).queryByTestId('row-transition-post')).toBeNull());
  });

  it('shows the record’s transitions in its detail, and the one waiting for an approval', async () => {
    const view = list();
    await within(table()).findByText('一号领料');
    fireEvent.click(within(rowOf('一号领料')).getByTestId('row-view'));
    const actions = await screen.findByTestId('record-transitions');
    fireEvent.click(within(actions).getByTestId('transition-submit'));
    await waitFor(() => expect(view.server.rows[0]).toMatchObject({ status: 'submitted', version: 2 }));
    view.server.gatedTransition = 'post';
    fireEvent.click(await within(screen.getByTestId('record-transitions')).findByTestId('transition-post'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(screen.getByTestId('record-transitions')).findByText('过账待审批')).toBeTruthy();
  });
});
