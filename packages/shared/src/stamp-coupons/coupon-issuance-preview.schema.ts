import { z } from 'zod';

const stampCountSchema = (label: string) =>
  z
    .number(`${label}를 입력하세요`)
    .int(`${label}는 정수여야 합니다`)
    .min(0, `${label}는 0 이상이어야 합니다`)
    .max(10_000, `${label}는 10000개까지 입력할 수 있습니다`);

/** "What happens when a customer with N stamps gets M more?" on the stamp coupon settings page. */
export const couponIssuancePreviewInputSchema = z.object({
  currentStamp: stampCountSchema('현재 스탬프 수'),
  addedStamp: stampCountSchema('적립할 스탬프 수'),
});
export type CouponIssuancePreviewInput = z.infer<typeof couponIssuancePreviewInputSchema>;

export const couponIssuancePreviewSchema = z.object({
  issued: z.array(z.object({ definitionId: z.string(), couponName: z.string(), count: z.number().int() })),
  newBalance: z.number().int(),
});
export type CouponIssuancePreview = z.infer<typeof couponIssuancePreviewSchema>;
