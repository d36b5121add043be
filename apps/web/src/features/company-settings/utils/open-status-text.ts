import { formatNextOpenMessage, type OpenStatus, type OpenStatusReason } from '@jumun/shared';

export const OPEN_STATUS_REASON_LABELS: Record<OpenStatusReason, string> = {
  open: '영업 시간',
  switchOff: '운영 스위치 꺼짐',
  paused: '주문 일시 중지',
  closureDate: '휴무일',
  dayOff: '정기 휴무',
  beforeOpen: '영업 전',
  afterClose: '영업 끝',
  breakTime: '휴게 시간',
};

/** "지금: 영업 중" or "지금: 영업 종료 — 내일 09:00에 문을 열어요" (the customer's words from the shared function). */
export const describeOpenStatus = (status: OpenStatus, now: Date): string =>
  status.isOpen ? '지금: 영업 중' : `지금: 영업 종료 — ${formatNextOpenMessage(status, now)}`;
