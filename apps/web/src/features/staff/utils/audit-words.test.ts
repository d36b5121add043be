import type { AuditEntry } from '@jumun/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { staffText } from '../i18n';
import { describeAuditRow } from './audit-words';

const row = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-04T02:02:00.000Z',
  companyId: 'coA',
  actorUid: 'uid_staff',
  actorName: '김직원',
  actorRole: 'staff',
  kind: 'product',
  entityId: 'p_1',
  action: 'updated',
  before: null,
  after: null,
  summary: '',
  ...fields,
});

const describeKo = (entry: AuditEntry) => describeAuditRow(staffText.t, entry);

describe('describeAuditRow', () => {
  afterEach(async () => changeLanguage('ko'));

  it('words an accepted order as the board does, with its preparation time', () => {
    const accepted = row({
      kind: 'order',
      action: 'accepted',
      summary: '#12',
      before: { processStatus: 'waitingConfirm' },
      after: { processStatus: 'ordered', prepMinutes: 15, orderType: 'takeout' },
    });
    expect(describeKo(accepted)).toEqual({
      headline: '주문 #12 접수 대기 → 주문 접수됨',
      details: '접수 · 준비 15분',
    });
  });

  it('names a rejection with its reason, and a parcel step in parcel words', () => {
    const rejected = row({
      kind: 'order',
      action: 'rejected',
      summary: '#3',
      before: { processStatus: 'waitingConfirm', orderStatus: 'pending' },
      after: {
        processStatus: 'cancelled',
        orderStatus: 'cancelled',
        cancelReason: 'other',
        cancelReasonText: '배달 불가 지역',
        orderType: 'delivery',
      },
    });
    expect(describeKo(rejected)).toEqual({
      headline: '주문 #3 접수 대기 → 취소됨',
      details: '거절 · 사유: 기타 — 배달 불가 지역',
    });
    const shipped = row({
      kind: 'order',
      action: 'advanced',
      summary: '#7',
      before: { processStatus: 'ready' },
      after: { processStatus: 'delivering', orderType: 'parcel' },
    });
    expect(describeKo(shipped).headline).toBe('주문 #7 발송 준비 완료 → 배송 중');
  });

  it('words a payment confirmation on the payment axis', () => {
    const paid = row({
      kind: 'order',
      action: 'payment_confirmed',
      summary: '#5',
      before: { orderStatus: 'pending' },
      after: { orderStatus: 'completed', method: 'cash', orderType: 'takeout' },
    });
    expect(describeKo(paid)).toEqual({
      headline: '주문 #5 결제 대기 → 결제 완료',
      details: '결제 확인 · 받은 방법: 현금',
    });
  });

  it('says who marked 아메리카노 sold out, and keeps raw fields for other changes', () => {
    const soldOut = row({ summary: '아메리카노', before: { isSoldOut: false }, after: { isSoldOut: true } });
    expect(describeKo(soldOut)).toEqual({ headline: '상품 · 아메리카노 · 품절로 표시', details: null });
    const back = row({ summary: '아메리카노', before: { isSoldOut: true }, after: { isSoldOut: false } });
    expect(describeKo(back).headline).toBe('상품 · 아메리카노 · 품절 해제');
    const price = row({
      summary: '아메리카노',
      before: { priceOriginal: 4500 },
      after: { priceOriginal: 5000 },
    });
    expect(describeKo(price)).toEqual({ headline: '상품 · 아메리카노 · 바꿈', details: null });
  });

  it('names registered devices and customer sign-in links in Korean, never by their raw kind', () => {
    const device = row({
      kind: 'device',
      action: 'created',
      entityId: 'dev_1',
      summary: '카운터 태블릿',
      after: { name: '카운터 태블릿', role: 'staff' },
    });
    expect(describeKo(device).headline).toBe('자동 로그인 기기 · 카운터 태블릿 · 만듦');
    const link = row({ kind: 'loginToken', action: 'revoked', entityId: 'lt_1', summary: '****0107' });
    expect(describeKo(link).headline).toBe('고객 로그인 링크 · ****0107 · 취소');
  });

  it('speaks English once English is on', async () => {
    await changeLanguage('en');
    const accepted = row({
      kind: 'order',
      action: 'accepted',
      summary: '#12',
      before: { processStatus: 'waitingConfirm' },
      after: { processStatus: 'ordered', orderType: 'takeout' },
    });
    expect(describeKo(accepted)).toEqual({ headline: 'Order #12 New → Accepted', details: 'accepted' });
  });
});
