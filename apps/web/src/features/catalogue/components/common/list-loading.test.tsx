import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { catalogueSync, SYNC_MESSAGES } from '../../../../lib/sync';
import { installFakeApi } from '../../../../testing/fake-api';
import { renderPage, TestProviders } from '../../../../testing/render-page';
import { ProductListPage } from '../product/product-list-page';
import { ListLoading, SLOW_FIRST_LOAD_MS } from './list-loading';

vi.mock('../../../../lib/company/use-current-company', () => ({
  useCurrentCompany: () => ({ companyId: 'coTest', canWrite: true, isDemo: false }),
}));

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  vi.useRealTimers();
  catalogueSync.stopSync();
  api.restore();
});

describe('ListLoading', () => {
  it('turns a first load that failed into the error with a retry, instead of spinning for ever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Nothing cached, and the server cannot be reached (every call fails).
    renderPage(<ProductListPage />, '/admin/product');
    expect(await screen.findByText('상품 불러오는 중…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(SLOW_FIRST_LOAD_MS + 100);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('상품 목록을 불러오지 못했습니다');
    expect(screen.queryByText('상품 불러오는 중…')).not.toBeInTheDocument();

    const before = api.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(before));
  });

  it("words the sync engine's message in English once English is on", async () => {
    await changeLanguage('en');
    try {
      catalogueSync.store.set({ companyId: 'coTest', isSuccess: false, error: SYNC_MESSAGES.syncFailed });
      render(
        <TestProviders>
          <ListLoading kind="product" />
        </TestProviders>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Could not sync with the server');
      expect(alert).not.toHaveTextContent('서버 동기화 실패');
    } finally {
      catalogueSync.store.reset();
      await changeLanguage('ko');
    }
  });
});
