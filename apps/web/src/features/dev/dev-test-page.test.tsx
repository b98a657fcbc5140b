import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormServicesProvider } from '../../forms/form-services';
import type { RequestFn } from '../../platform/api/api-client';
import { initI18n } from '../../platform/i18n/i18n';
import { DevTestPage } from './dev-test-page';

const failingRequest: RequestFn = () => Promise.reject(new Error('no server in this test'));

describe('/devPageTest playground', { timeout: 30_000 }, () => {
  it('shows the validation outcome in edit mode only, not in preview', async () => {
    initI18n();
    render(
      <FormServicesProvider services={{ request: failingRequest }}>
        <DevTestPage />
      </FormServicesProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /校\s*验/ }));
    await waitFor(() =>
      expect(screen.getByTestId('dev-test-outcome').textContent).toContain('请修正标红的字段'),
    );
    const page = screen.getByTestId('dev-test-page');
    fireEvent.click(within(page).getByText('预览'));
    await waitFor(() => expect(screen.queryByTestId('dev-test-outcome')).toBeNull());
    expect(page.textContent).not.toContain('请修正标红的字段');
  });
});
