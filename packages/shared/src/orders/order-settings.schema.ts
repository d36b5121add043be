import { z } from 'zod';

/**
 * 주문 처리 설정 on the company, read by the order board (issue 12): the preparation time the accept dialog starts
 * with, and when an order still 접수 대기 should alert the owner.
 */
export const orderSettingsSchema = z.object({
  /** Minutes offered by default when accepting an order (5-minute steps on the board). */
  defaultPrepMinutes: z
    .number()
    .int('준비 시간은 분 단위 정수여야 합니다')
    .min(0, '준비 시간은 0분 이상이어야 합니다')
    .max(240, '준비 시간은 240분까지 설정할 수 있습니다')
    .default(15),
  /** An order left 접수 대기 this many minutes alerts the shop's phone; 0 = never. */
  escalationMinutes: z
    .number()
    .int('알림 시간은 분 단위 정수여야 합니다')
    .min(0, '알림 시간은 0분 이상이어야 합니다')
    .max(120, '알림 시간은 120분까지 설정할 수 있습니다')
    .default(5),
  /** Pause online ordering when no board has been connected this many minutes during opening hours; 0 = never. */
  boardOfflinePauseMinutes: z
    .number()
    .int('일시 정지 시간은 분 단위 정수여야 합니다')
    .min(0, '일시 정지 시간은 0분 이상이어야 합니다')
    .max(240, '일시 정지 시간은 240분까지 설정할 수 있습니다')
    .default(0),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** An open order board reports in this often; the server counts a board gone after three missed reports. */
export const ORDER_BOARD_HEARTBEAT_MS = 30_000;
