import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../testing/render-page';
import { changeLanguage } from '../../i18n';
import { catalogueSync } from '../catalogue-sync';
import { SYNC_MESSAGES } from '../core/sync-messages';
import { SyncStatusBadge } from './sync-status-badge';

const { store } = catalogueSync;
const renderBadge = () =>
  render(
    <TestProviders>
      <SyncStatusBadge />
    </TestProviders>,
  );

afterEach(() => store.reset());

describe('SyncStatusBadge', () => {
  it('shows nothing before a company is being synced', () => {
    renderBadge();
    for (const label of ['동기화됨', '동기화 중', '오프라인', '동기화 오류'])
      expect(screen.queryByText(label)).toBeNull();
  });

  it.each([
    ['synced', '동기화됨'],
    ['syncing', '동기화 중'],
    ['offline', '오프라인'],
  ] as const)('names the %s state', (status, label) => {
    store.set({ companyId: 'coA', status, lastSyncedAt: Date.now() });
    renderBadge();
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('turns into a retry button carrying the spec §8 message when sync failed', () => {
    store.set({ companyId: 'coA', status: 'synced', isSuccess: false, error: '서버 동기화 실패' });
    renderBadge();
    expect(screen.getByRole('button', { name: /동기화 오류/ })).toBeTruthy();
  });

  it('says 오프라인 rather than 오류 when the failed fetch was the network going away', () => {
    store.set({ companyId: 'coA', status: 'offline', isSuccess: false, error: '서버 동기화 실패' });
    renderBadge();
    expect(screen.getByText('오프라인')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /동기화 오류/ })).toBeNull();
  });

  it('words the spec message in English in its tooltip once English is on', async () => {
    await changeLanguage('en');
    try {
      store.set({ companyId: 'coA', status: 'synced', isSuccess: false, error: SYNC_MESSAGES.deletedFailed });
      renderBadge();
      await userEvent.setup().hover(screen.getByRole('button', { name: /Sync error/ }));
      expect(await screen.findByText(/^Could not load the deleted items · click to try again/)).toBeTruthy();
      expect(screen.queryByText(/삭제 목록/)).toBeNull();
    } finally {
      await changeLanguage('ko');
    }
  });
});
