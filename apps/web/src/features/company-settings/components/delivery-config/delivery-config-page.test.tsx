import { haversineDistanceMeters } from '@jumun/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';
import { replaceText } from '../../testing/replace-text';

const openPage = async () => {
  signInAs(ADMIN_USER);
  renderApp('/admin/company/edit-delivery-config');
  await screen.findByRole('radio', { name: '거리별 (배달 · 퀵)' });
};

const fee = () => screen.getByTestId('fee-test-fee');
const allowed = () => screen.getByTestId('fee-test-allowed');

describe('delivery config page', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('configures distance fees, tries them in the tester and saves', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('radio', { name: '거리별 (배달 · 퀵)' }));
    // The defaults: 3,000원 within 1 km, then 500원 per started 500 m; the tester starts at 1,200 m.
    expect(fee()).toHaveTextContent('배달비 3,500원');
    await replaceText(user, screen.getByLabelText('가게에서 거리'), '2300');
    expect(fee()).toHaveTextContent('배달비 4,500원');
    expect(allowed()).toHaveTextContent('주문할 수 있습니다');

    await replaceText(user, screen.getByLabelText('최소 주문 금액'), '20000');
    expect(allowed()).toHaveTextContent(
      '주문할 수 없습니다 — 최소 주문 금액 미달: 20,000원 이상 주문해 주세요',
    );
    await replaceText(user, screen.getByLabelText('최대 배달 거리'), '2000');
    expect(allowed()).toHaveTextContent('배달 가능 거리 초과');

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.deliveryConfig).toMatchObject({
      type: 'quick',
      baseDistance: 1000,
      minimumOrderAmount: 20000,
      maxDistance: 2000,
    });
  });

  it('measures from the shop location when the tester is given a point', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('radio', { name: '거리별 (배달 · 퀵)' }));
    await user.click(screen.getByRole('radio', { name: '위치(좌표)로' }));

    await replaceText(user, screen.getByLabelText('받는 곳 위도'), '37.5663');
    await replaceText(user, screen.getByLabelText('받는 곳 경도'), '126.9334');

    const meters = Math.round(
      haversineDistanceMeters(
        { latitude: 37.5509, longitude: 126.9134 },
        { latitude: 37.5663, longitude: 126.9334 },
      ),
    );
    const expected = 3000 + Math.ceil((meters - 1000) / 500) * 500;
    expect(fee()).toHaveTextContent(`배달비 ${expected.toLocaleString('ko-KR')}원`);
    expect(screen.getByText(`${(meters / 1000).toFixed(1)} km`)).toBeInTheDocument();
  });

  it('says when delivery orders are not accepted at all', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('radio', { name: '택배' }));
    expect(screen.getByText(/지금은 택배 주문을 받지 않도록 되어 있어/)).toBeInTheDocument();
  });

  it('refuses an additional distance of 0 m under the field and sends nothing', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('radio', { name: '거리별 (배달 · 퀵)' }));

    await replaceText(user, screen.getByLabelText('추가 거리 단위'), '0');
    expect(screen.getByText('위 설정에 잘못된 값이 있어 계산할 수 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('1 이상이어야 합니다')).toBeInTheDocument();
    expect(api.companyPosts()).toHaveLength(0);
  });
});
