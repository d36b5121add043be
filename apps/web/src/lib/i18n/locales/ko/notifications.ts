import { NOTIFICATION_EVENT_LABELS } from '@jumun/shared';

/** The company's customer messages (namespace `notifications`, issue 12): every message with its result. */
export const koNotifications = {
  title: '고객 알림',
  description: '고객에게 보낸 알림톡·문자와 그 결과예요. 실패한 알림은 다시 보낼 수 있어요.',
  filter: {
    label: '상태',
    all: '전체',
    queued: '보내기 전',
    sent: '보냄',
    failed: '실패',
  },
  table: {
    label: '고객 알림 목록',
    when: '시각',
    what: '알림',
    to: '받는 분',
    how: '방식',
    result: '결과',
  },
  event: NOTIFICATION_EVENT_LABELS,
  state: { queued: '대기 중', sending: '보내는 중', sent: '보냄', failed: '실패' },
  channel: { alimtalk: '알림톡', sms: '문자', console: '기록만 (개발용)' },
  attempts: '{{count}}회 시도',
  resend: '다시 보내기',
  resendLabel: '{{time}} {{event}} 알림 다시 보내기',
  resent: '알림을 다시 보내는 중이에요.',
  resendFailed: '다시 보내지 못했습니다',
  readOnly: '직원 이상만 다시 보낼 수 있어요.',
  more: '더 보기',
  loadFailed: '알림을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: {
    all: '아직 보낸 알림이 없어요.',
    queued: '보내기를 기다리는 알림이 없어요.',
    sent: '보낸 알림이 없어요.',
    failed: '실패한 알림이 없어요.',
  },
};
