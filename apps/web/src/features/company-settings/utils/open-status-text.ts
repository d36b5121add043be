import type { OpenStatus } from '@jumun/shared';
import { nextOpenMessage } from '../../../lib/company/next-open';
import type { Translate } from '../i18n';

/** "지금: 영업 중" or "지금: 영업 종료 — 내일 09:00에 문을 열어요" (the customer's words, lib/company/next-open.ts). */
export const describeOpenStatus = (t: Translate, status: OpenStatus, now: Date): string =>
  status.isOpen ? t('openStatus.nowOpen') : t('openStatus.nowClosed', { next: nextOpenMessage(status, now) });
