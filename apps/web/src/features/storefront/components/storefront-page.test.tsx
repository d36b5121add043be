import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCompany } from '../../../testing/company-factory';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { renderApp, signInAs } from '../../../testing/render-app';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
});
afterEach(() => api.restore());

const serveShop = (fields: Parameters<typeof makeCompany>[1]) => {
  const base = makeCompany('coShop', fields);
  const company = { ...base, businessInfo: { ...base.businessInfo, shopName: '골목 카페' } };
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok([]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([]));
};

describe('StorefrontPage', () => {
  it('answers "open now?" with the shared rule, not the live switch alone: a pause closes the shop', async () => {
    serveShop({
      isOpen: true,
      businessHours: { ...makeCompany('x').businessHours, pauseOrdersUntil: '2099-01-01T09:00:00+09:00' },
    });
    renderApp('/user/coShop');
    expect(await screen.findByRole('heading', { name: '골목 카페' })).toBeInTheDocument();
    expect(screen.getByText('영업 종료')).toBeInTheDocument();
    expect(screen.getByText(/부터 다시 주문을 받아요$/)).toBeInTheDocument();
  });

  it('says the switch is off in the customer’s words', async () => {
    serveShop({ isOpen: false });
    renderApp('/user/coShop');
    expect(await screen.findByText('지금은 주문을 받지 않아요')).toBeInTheDocument();
  });
});
