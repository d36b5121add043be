import { renderOrderNotification } from '@jumun/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';
import { replaceText } from '../../testing/replace-text';

const MISSING = '코드 없음 · 문자로 보냄';

const openPage = async () => {
  signInAs(ADMIN_USER);
  renderApp('/admin/settings');
  await screen.findByLabelText('주문 완료 템플릿 코드');
};

describe('settings page: hub and Kakao channel', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to menu settings and stamp coupon settings', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    await openPage();
    const links = within(screen.getByRole('navigation', { name: '설정 바로가기' }));
    expect(links.getByRole('link', { name: /메뉴 노출 설정/ })).toHaveAttribute(
      'href',
      '/admin/settings/menu-settings',
    );
    expect(links.getByRole('link', { name: /스탬프 쿠폰/ })).toHaveAttribute(
      'href',
      '/admin/settings/stamp-coupon-settings',
    );
  });

  it('shows missing template codes as under review, masks the sender key and saves', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getAllByText(MISSING)).toHaveLength(10);

    await replaceText(user, screen.getByLabelText('주문 완료 템플릿 코드'), 'TX_1001');
    expect(screen.getByTestId('template-status-noticeCodeOrderComplete')).toHaveTextContent('코드 입력됨');
    expect(screen.getAllByText(MISSING)).toHaveLength(9);

    const channel = screen.getByLabelText('채널 ID');
    await replaceText(user, channel, '샘플카페');
    await user.tab();
    expect(channel).toHaveValue('@샘플카페');

    await replaceText(user, screen.getByLabelText('발신 전화번호'), '02-6011-0415');
    const senderKey = screen.getByLabelText(/발신 프로필 키/, { selector: 'input' });
    await replaceText(user, senderKey, 'a1b2c3d4e5');
    expect(senderKey).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '발신 프로필 키 보기' }));
    expect(senderKey).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.kakaoInfo).toMatchObject({
      kakaoChannelId: '@샘플카페',
      securedSender: '02-6011-0415',
      securedSenderKey: 'a1b2c3d4e5',
      noticeCodeOrderComplete: 'TX_1001',
      noticeCodeDeliveryStart: '',
    });
  });

  it('previews each order message exactly as the outbox renders it', async () => {
    const company = makeCompany();
    installFakeCompanyApi({ companies: [company] });
    await openPage();
    expect(screen.getByTestId('template-preview-orderReady')).toHaveTextContent(
      renderOrderNotification('orderReady', { shopName: company.businessInfo.shopName, orderNumber: 12 }),
    );
    expect(screen.getByTestId('template-preview-orderAccepted')).toHaveTextContent('14:05쯤 준비됩니다');
    expect(screen.getByTestId('template-preview-couponEarned')).toHaveTextContent(
      '스탬프를 모아 쿠폰이 발급되었습니다: 아메리카노 1잔 무료',
    );
  });

  it("saves the shop's own wording with its variables, previewed as sent, and refuses a variable it cannot fill", async () => {
    const company = makeCompany();
    const api = installFakeCompanyApi({ companies: [company] });
    const user = userEvent.setup();
    await openPage();
    const texts = { orderReady: '#{상점명}입니다. #{주문번호}번 손님, 픽업대로 와 주세요!' };
    fireEvent.change(screen.getByLabelText('픽업 안내 문구'), { target: { value: texts.orderReady } });
    expect(screen.getByTestId('template-preview-orderReady')).toHaveTextContent(
      `${company.businessInfo.shopName}입니다. 12번 손님, 픽업대로 와 주세요!`,
    );
    expect(screen.getByTestId('template-preview-orderReady').textContent).toBe(
      renderOrderNotification(
        'orderReady',
        { shopName: company.businessInfo.shopName, orderNumber: 12 },
        texts,
      ),
    );

    const cancel = screen.getByLabelText('주문 취소 문구');
    fireEvent.change(cancel, { target: { value: '#{환불금액}원을 돌려드립니다' } });
    expect(await screen.findByText(/알 수 없는 변수 #\{환불금액\}입니다/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(api.companyPosts()).toHaveLength(0);

    fireEvent.change(cancel, { target: { value: '' } });
    await replaceText(user, screen.getByLabelText('주문 취소 템플릿 코드'), 'TX_2002');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.kakaoInfo).toMatchObject({
      noticeCodeOrderCancelled: 'TX_2002',
      templateTexts: { ...texts, orderCancelled: '' },
    });
  });

  it('saves the order-taking settings: waiting-order alert and the pause when no board is open', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();
    const pause = screen.getByLabelText('접수 화면 꺼짐 시 자동 일시 중지');
    expect(pause).toHaveValue('0 분');
    await replaceText(user, pause, '15');
    await replaceText(user, screen.getByLabelText('접수 대기 알림'), '7');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]?.orderSettings).toEqual({
      defaultPrepMinutes: 15,
      escalationMinutes: 7,
      boardOfflinePauseMinutes: 15,
    });
  });

  it('refuses a sender number that is not a phone number and sends nothing', async () => {
    const api = installFakeCompanyApi({ companies: [makeCompany()] });
    const user = userEvent.setup();
    await openPage();

    await replaceText(user, screen.getByLabelText('발신 전화번호'), '02-12');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText(/발신번호는 전화번호 형식이어야 합니다/)).toBeInTheDocument();
    expect(api.companyPosts()).toHaveLength(0);
  });
});
