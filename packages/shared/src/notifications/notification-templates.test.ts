import { describe, expect, it } from 'vitest';
import { kakaoInfoSchema } from '../company/company.schema';
import {
  CUSTOMER_NOTIFICATION_EVENTS,
  NOTIFICATION_TEMPLATES,
  templateTextProblem,
} from './notification-templates';
import { NOTIFICATION_TEMPLATE_FIELDS, renderOrderNotification } from './order-notifications';

const base = { shopName: '샘플카페', orderNumber: 12 };

describe("a shop's wording of its customer messages", () => {
  it('fills the #{…} variables of the text the shop set, and ours when it set none', () => {
    const texts = { orderReady: '#{상점명}입니다. #{주문번호}번 손님, 픽업대로 와 주세요!' };
    expect(renderOrderNotification('orderReady', base, texts)).toBe(
      '샘플카페입니다. 12번 손님, 픽업대로 와 주세요!',
    );
    expect(renderOrderNotification('orderReady', base, { orderReady: '   ' })).toBe(
      '[샘플카페] 주문번호 12번 메뉴가 준비되었습니다. 매장에서 받아 가세요.',
    );
    expect(renderOrderNotification('couponEarned', { ...base, couponNames: '한 잔 쿠폰 2장' })).toBe(
      '[샘플카페] 스탬프를 모아 쿠폰이 발급되었습니다: 한 잔 쿠폰 2장. 다음 주문에서 쓰세요.',
    );
    // A value the change did not carry reads plainly, never as a raw #{…}.
    expect(renderOrderNotification('orderCancelled', base)).toBe(
      '[샘플카페] 주문번호 12번 주문이 취소되었습니다. (사유: 가게 사정)',
    );
  });

  it('refuses a variable we cannot fill, an unclosed one, and a 송장 message without its number', () => {
    expect(templateTextProblem('orderReady', '[#{상점명}] #{고객명}님, 준비됐어요')).toBe(
      '알 수 없는 변수 #{고객명}입니다. 쓸 수 있는 변수: #{상점명}, #{주문번호}',
    );
    expect(templateTextProblem('orderAccepted', '#{주문번호}번 접수, #{준비시각 쯤')).toContain(
      '닫히지 않은 변수가 있습니다',
    );
    expect(templateTextProblem('waybillShipped', '#{고객명}님, 발송했어요')).toBe(
      '#{송장번호} 변수가 들어가야 합니다.',
    );
    expect(templateTextProblem('orderReady', '')).toBeNull();
    for (const event of CUSTOMER_NOTIFICATION_EVENTS)
      expect(templateTextProblem(event, NOTIFICATION_TEMPLATES[event].text)).toBeNull();
  });

  it('is part of the Kakao settings contract: a bad text is a field error in Korean, a long one too', () => {
    const bad = kakaoInfoSchema.safeParse({ templateTexts: { orderCancelled: '#{환불금액}원 환불' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['templateTexts', 'orderCancelled'],
      message: expect.stringContaining('알 수 없는 변수 #{환불금액}'),
    });
    const long = kakaoInfoSchema.safeParse({ templateTexts: { orderReady: '가'.repeat(1001) } });
    expect(long.error?.issues[0]?.message).toBe('문구는 1000자까지 쓸 수 있습니다');
    expect(kakaoInfoSchema.parse({}).templateTexts.orderReady).toBe('');
  });

  it('sends every customer message with a template code of its own', () => {
    const fields = CUSTOMER_NOTIFICATION_EVENTS.map((event) => NOTIFICATION_TEMPLATE_FIELDS[event]);
    expect(new Set(fields).size).toBe(fields.length);
    for (const field of fields) expect(kakaoInfoSchema.parse({})).toHaveProperty(field, '');
  });
});
