import { formatNextOpenMessage, type OpenStatus } from '@jumun/shared';
import type { Translate } from '../i18n';

/** "지금: 영업 중" or "지금: 영업 종료 — 내일 09:00에 문을 열어요" (the customer's words from the shared function). */
export const describeOpenStatus = (t: Translate, status: OpenStatus, now: Date): string =>
  status.isOpen
    ? t('openStatus.nowOpen')
    : t('openStatus.nowClosed', { next: formatNextOpenMessage(status, now) });
