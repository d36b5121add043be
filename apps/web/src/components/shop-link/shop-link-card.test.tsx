import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany } from '../../testing/factories/company';
import { type FakeApi, installFakeApi, ok } from '../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../testing/render-app';

/**
 * Issue 11: "the owner finds the shop's own link and a printable QR code (table/counter poster) on the dashboard and
 * in 설정". The link is this deployment's storefront of the company being worked on; the QR code carries it.
 */
const company = makeCompany('coA');
const shopName = company.businessInfo.shopName;
const expectedUrl = `${window.location.origin}/user/coA`;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(company));
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(makeAdministrator()));
  signInAs(ADMIN_USER);
});
afterEach(() => api.restore());

const findCard = async () =>
  within(
    (await screen.findByRole('region', { name: '우리 가게 주문 링크' }, { timeout: 30_000 })) as HTMLElement,
  );

describe('the shop link card', { timeout: 60_000 }, () => {
  it('on the dashboard: the storefront link, its QR code, copy, open and a printable poster', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/admin/dashboard');
    const card = await findCard();

    expect(card.getByTestId('shop-url')).toHaveTextContent(expectedUrl);
    expect(card.getByTestId('shop-url')).toHaveAttribute('href', expectedUrl);
    expect(card.getByRole('link', { name: '손님 화면 열기' })).toHaveAttribute('href', expectedUrl);
    const qr = await card.findByRole('img', { name: `${shopName} 주문 QR 코드` });
    expect(qr).toHaveAttribute('data-qr-value', expectedUrl);
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);

    await user.click(card.getByRole('button', { name: '링크 복사' }));
    // user-event's clipboard stands in for the device's.
    expect(await navigator.clipboard.readText()).toBe(expectedUrl);
    expect(await card.findByRole('button', { name: '복사됨' }, { timeout: 1800 })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'QR 포스터 인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The poster printed alone: shop name, the same QR code, the call to scan, the address.
    const posterQr = screen.getAllByTestId('shop-qr').find((svg) => svg !== qr);
    expect(posterQr).toHaveAttribute('data-qr-value', expectedUrl);
    const poster = posterQr?.parentElement as HTMLElement;
    expect(poster).toHaveTextContent(shopName);
    expect(poster).toHaveTextContent('QR을 찍어 주문하세요');
    expect(poster).toHaveTextContent(expectedUrl);
  });

  it('in 설정: the same link for the company being worked on', async () => {
    renderApp('/admin/settings');
    const card = await findCard();
    expect(card.getByTestId('shop-url')).toHaveTextContent(expectedUrl);
    await waitFor(() =>
      expect(card.getByRole('img', { name: `${shopName} 주문 QR 코드` })).toHaveAttribute(
        'data-qr-value',
        expectedUrl,
      ),
    );
  });
});
