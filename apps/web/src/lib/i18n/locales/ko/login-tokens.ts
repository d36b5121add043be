/** /admin/LoginToken: customer sign-in links (issue 15). */
export const koLoginTokens = {
  title: '고객 로그인 링크',
  description:
    '카카오톡으로 보낼 수 있는 로그인 링크예요. 고객이 링크를 열면 인증번호 없이 로그인되어 가게 메뉴가 열려요.',
  create: {
    title: '새 링크 만들기',
    phone: '고객 휴대폰 번호',
    validDays: '유효 기간(일)',
    friendtalk: '친구톡 고객으로 표시 (친구톡 가격 적용)',
    submit: '링크 만들기',
    created: '링크를 만들었어요.',
  },
  table: {
    phone: '휴대폰',
    created: '만든 날',
    lastUsed: '마지막 사용',
    expires: '만료',
    state: '상태',
    actions: '작업',
    never: '사용 안 함',
    empty: '아직 만든 링크가 없어요.',
  },
  state: { active: '사용 가능', expired: '만료됨', revoked: '사용 중지됨' },
  friendtalk: '친구톡',
  fromNotifications: '알림 링크',
  fromNotificationsHelp:
    '주문·스탬프 알림에 넣으려고 서버가 만든 링크입니다. 손님 번호마다 하나를 만료 7일 전까지 다시 씁니다.',
  copy: '링크 복사',
  copied: '복사했어요',
  qr: 'QR 코드',
  qrLabel: '로그인 링크 QR 코드',
  revoke: '사용 중지',
  revoked: '링크를 더 이상 쓸 수 없게 했어요.',
  readOnly: '데모 계정에서는 링크를 만들거나 중지할 수 없어요.',
  loadFailed: '링크 목록을 불러오지 못했어요: {{message}}',
};
