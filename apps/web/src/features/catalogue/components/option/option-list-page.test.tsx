import { makeOption } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSync } from '../../../../lib/sync';
import { seedCache } from '../../../../testing/catalogue-cache';
import { installFakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { OptionListPage } from './option-list-page';

// 직원: runs the shop floor (sold-out switches), edits nothing else (decision 017).
vi.mock('../../../../lib/company/use-current-company', () => ({
  useCurrentCompany: () => ({ companyId: 'coTest', canWrite: false, canOperate: true, isDemo: false }),
}));

let api: ReturnType<typeof installFakeApi>;
beforeEach(async () => {
  api = installFakeApi();
  await seedCache('option', [
    makeOption('opt_shot', {
      optionName: '샷 추가',
      optionItems: ['1샷', '2샷'],
      optionItemsPrice: [500, 1000],
    }),
  ]);
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

describe('OptionListPage', () => {
  it('lets 직원 switch an option item sold out, as the server allows them', async () => {
    const user = userEvent.setup();
    renderPage(<OptionListPage />, '/admin/option');
    await user.click(await screen.findByRole('button', { name: /샷 추가/ }));
    const item = await screen.findByRole('button', { name: '1샷 품절 설정: 판매 중' });
    await waitFor(() => expect(item).toBeEnabled());
  });
});
