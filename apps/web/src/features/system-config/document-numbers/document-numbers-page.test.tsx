import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../resources/render-screen-for-test';
import { DocumentNumbersPage } from './document-numbers-page';

const daily = { prefix: 'RK', datePart: 'yyyyMMdd', width: 4, restart: 'day' };
const setting = {
  kind: 'stockReceipt',
  label: '入库单',
  pattern: daily,
  defaultPattern: daily,
  next: 'RK20261127-0012',
};

afterEach(() => vi.unstubAllGlobals());

describe('单据编号', { timeout: 40_000 }, () => {
  it('shows the server’s next number and previews an edited pattern by asking the server', async () => {
    const asked = stubApi({
      'GET /erp/system/documentNumber/list': () => [setting],
      // Something no browser could compose: the preview shows what the server answers.
      'POST /erp/system/documentNumber/stockReceipt/preview': () => ({ next: 'FROM-THE-SERVER-7' }),
    });
    renderScreen(<DocumentNumbersPage />, '/system/documentNumber/list', '', ['query', 'update']);
    expect((await screen.findByTestId('document-number-next-stockReceipt')).textContent).toBe(
      'RK20261127-0012',
    );
    expect(screen.getByText('RK + 年月日（yyyyMMdd） + 4 位流水号，重新编号：每天')).toBeTruthy();

    fireEvent.click(screen.getByTestId('document-number-edit-stockReceipt'));
    const prefix = await screen.findByTestId('document-number-prefix');
    fireEvent.change(prefix, { target: { value: 'in' } });
    expect((prefix as HTMLInputElement).value).toBe('IN');
    await waitFor(() =>
      expect(screen.getByTestId('document-number-preview').textContent).toBe('FROM-THE-SERVER-7'),
    );
    expect(asked.some((url) => url.pathname.endsWith('/preview'))).toBe(true);
    expect(within(screen.getByRole('dialog')).getByText('编辑编号规则：入库单')).toBeTruthy();
  });

  it('offers no edit without the update grant', async () => {
    stubApi({ 'GET /erp/system/documentNumber/list': () => [setting] });
    renderScreen(<DocumentNumbersPage />, '/system/documentNumber/list', '', ['query']);
    await screen.findByTestId('document-number-next-stockReceipt');
    expect(screen.queryByTestId('document-number-edit-stockReceipt')).toBeNull();
  });
});
