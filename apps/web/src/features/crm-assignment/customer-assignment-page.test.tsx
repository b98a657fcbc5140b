import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { CustomerAssignmentPage } from './customer-assignment-page';

const objects = Array.from({ length: 23 }, (_, index) => ({
  userId: index + 1,
  username: `user${index + 1}`,
  name: `对象${index + 1}`,
  departmentName: '',
}));

afterEach(() => vi.unstubAllGlobals());

describe('客户分配', { timeout: 40_000 }, () => {
  it('pages the distribution objects by the URL, so a refresh keeps the page', async () => {
    const removed: string[] = [];
    stubApi({
      'GET /erp/crm/customerDistributionObject/list': () => objects,
      'DELETE /erp/crm/customerDistributionObject/23': (url) => {
        removed.push(url.pathname);
        return null;
      },
    });
    const router = renderScreen(<CustomerAssignmentPage />, '/customer/assignment', '?pageNum=3', [
      'query',
      'add',
      'delete',
    ]);
    const list = await screen.findByTestId('customer-assignment');
    await within(list).findByText('对象21');
    expect(within(list).queryByText('对象1')).toBeNull();
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(within(list).getByText('共 23 条记录')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /添加分配对象/ })).toBeTruthy();
    // Not an assignment object: no bulk assignment; no edit key either.
    expect(within(list).queryByRole('button', { name: '分配公海客户' })).toBeNull();

    fireEvent.click(within(list).getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=2'));
    await within(list).findByText('对象11');

    await router.navigate('/customer/assignment?pageNum=3');
    await within(list).findByText('对象23');
    fireEvent.click(within(list).getAllByRole('button', { name: '移除' })[2]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(removed).toHaveLength(1));
  });

  it('offers no 移除 without the delete key', async () => {
    stubApi({ 'GET /erp/crm/customerDistributionObject/list': () => objects.slice(0, 2) });
    renderScreen(<CustomerAssignmentPage />, '/customer/assignment', '', ['query']);
    const list = await screen.findByTestId('customer-assignment');
    await within(list).findByText('对象2');
    expect(within(list).queryByRole('button', { name: '移除' })).toBeNull();
    expect(within(list).queryByRole('button', { name: /添加分配对象/ })).toBeNull();
  });
});
