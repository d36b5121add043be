import type { KakaoTemplate } from '@jumun/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';

const template = (code: string, reviewState: KakaoTemplate['reviewState'], comments: string[] = []) => ({
  code,
  name: `템플릿 ${code}`,
  content: '[#{상점명}] 주문번호 #{주문번호}번',
  reviewState,
  status: 'R',
  buttons: code === 'TU_1' ? [{ name: '주문 확인', linkType: 'WL' }] : [],
  comments,
  dateCreated: '2026-02-01 10:00:00',
});
const SYNCED = '2026-03-04T03:00:00.000Z';
const company = makeCompany('coA', {
  kakaoInfo: {
    ...makeCompany().kakaoInfo,
    noticeCodeOrderComplete: 'TU_1',
    noticeCodeOrderReady: 'TU_2',
    noticeCodePurchaseStamp: 'TU_3',
    noticeCodeDeliveryStart: 'TU_9',
  },
});
const openPage = async () => {
  signInAs(ADMIN_USER);
  renderApp('/admin/settings');
  await screen.findByLabelText('주문 완료 템플릿 코드');
};

/** 설정 › 알림톡 템플릿 (issue 15): each entered code shows its own template's Kakao review state, truthfully. */
describe('Kakao template review in 설정', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each code’s own review state, a missing code, and the channel’s templates with the rejection reason', async () => {
    installFakeCompanyApi({
      companies: [company],
      kakaoTemplates: {
        source: 'aligo',
        syncedAt: SYNCED,
        templates: [
          template('TU_1', 'APR'),
          template('TU_2', 'REQ'),
          template('TU_3', 'REJ', ['변수 없이 고정된 문구는 승인할 수 없습니다.']),
          template('TU_4', 'REG'),
        ],
      },
    });
    await openPage();
    const status = (field: string) => screen.getByTestId(`template-status-${field}`);
    await waitFor(() => expect(status('noticeCodeOrderComplete')).toHaveTextContent('승인됨'));
    expect(status('noticeCodeOrderReady')).toHaveTextContent('심사 중');
    expect(status('noticeCodePurchaseStamp')).toHaveTextContent('반려됨');
    expect(status('noticeCodeDeliveryStart')).toHaveTextContent('알리고에 없는 코드');
    expect(status('noticeCodeGiftSender')).toHaveTextContent('코드 없음 · 문자로 보냄');

    const listed = screen.getAllByTestId('kakao-template');
    expect(listed).toHaveLength(4);
    expect(
      within(listed[2] as HTMLElement).getByText('반려 사유: 변수 없이 고정된 문구는 승인할 수 없습니다.'),
    ).toBeTruthy();
    expect(listed[3]).toHaveTextContent('등록됨 · 심사 요청 전');
    expect(listed[0]).toHaveTextContent('버튼: 주문 확인');
  });

  it('says Aligo is not connected with the console provider, and claims no state', async () => {
    installFakeCompanyApi({ companies: [company] });
    await openPage();
    expect(await screen.findByTestId('template-review-note')).toHaveTextContent(
      '알리고와 연동되어 있지 않습니다',
    );
    expect(screen.getByTestId('template-status-noticeCodeOrderComplete')).toHaveTextContent('코드 입력됨');
    expect(screen.queryByText('승인됨')).toBeNull();
    expect(screen.queryAllByTestId('kakao-template')).toHaveLength(0);
  });
});
