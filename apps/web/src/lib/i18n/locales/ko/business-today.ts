import { PROCESS_STATUS_LABELS } from '@jumun/shared';

/** The dashboard's "today" (issue 13), namespace `businessToday`. */
export const koBusinessToday = {
  title: '오늘의 영업',
  sales: '오늘 매출',
  count: '주문 수',
  average: '평균 주문 금액',
  lastWeek: '지난주 같은 요일 같은 시각까지 {{value}}',
  up: '▲ {{value}}%',
  down: '▼ {{value}}%',
  same: '변화 없음',
  paidOnly: '결제가 끝난 주문만 셉니다 (취소 · 미결제 제외).',
  byStatus: '상태별 주문',
  waitingTooLong: '{{minutes}}분 넘게 접수 대기',
  waitingOrder: '{{number}}번 주문 · {{minutes}}분째',
  noneWaiting: '오래 기다리는 주문이 없습니다.',
  soldOut: '품절 상품',
  noneSoldOut: '품절 상품이 없습니다.',
  restore: '판매 재개',
  restored: '{{name}} 판매를 다시 시작했습니다.',
  restoreFailed: '판매를 재개하지 못했습니다: {{message}}',
  failedNotifications: '오늘 보내지 못한 알림',
  failedCount: '{{count}}건',
  loadFailed: '오늘의 영업을 불러오지 못했습니다.',
  openBoard: '주문 관리 열기',
  pauseSettings: '운영 스위치 · 주문 멈춤',
  status: PROCESS_STATUS_LABELS,
};
