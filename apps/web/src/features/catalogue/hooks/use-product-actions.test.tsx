import { makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSync } from '../../../lib/sync';
import { seedCache } from '../../../testing/catalogue-cache';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { useCatalogueCompany } from './use-catalogue-company';
import { useProductActions } from './use-product-actions';

vi.mock('../../../lib/company/use-current-company', () => ({
  useCurrentCompany: () => ({ companyId: 'coTest', canWrite: true, isDemo: false }),
}));

const americano = makeProduct('p1', { productName: '아메리카노' });

/** The list row's 품절 switch, without the menu around it, on a screen that started the company's sync. */
const SoldOutSwitch = () => {
  useCatalogueCompany();
  const { setSoldOut } = useProductActions();
  return (
    <button type="button" onClick={() => void setSoldOut(americano, { mode: 'indefinite' })}>
      품절로
    </button>
  );
};

let api: ReturnType<typeof installFakeApi>;
beforeEach(async () => {
  api = installFakeApi();
  await seedCache('product', [americano]);
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

describe('a 품절 tap that cannot reach the server (issue 9)', () => {
  it('says why in Korean (never "Failed to fetch") and 다시 시도 sends the same change again', async () => {
    const user = userEvent.setup();
    let isOnline = false;
    api.on('POST', /\/api\/document\/admin\/product$/, () => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      return ok({ id: 'p1', revision: 2 });
    });
    renderPage(<SoldOutSwitch />, '/admin/product');

    await user.click(screen.getByRole('button', { name: '품절로' }));
    expect(await screen.findByText(/서버에 연결하지 못했습니다/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();

    isOnline = true;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    const saves = () => api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/product'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ item: { id: 'p1', isSoldOut: true } });
    expect(await screen.findByText(/아메리카노.*품절/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument());
  });
});
