/** 내 정보 › 기기 관리, 회사, 번호 변경, 계정 삭제 (issue 15): the account feature's own namespace, loaded with its page. */
export const koAccount = {
  sessions: {
    title: '로그인된 기기',
    description:
      '이 계정으로 로그인한 브라우저입니다. 마지막 사용은 로그인 또는 로그인 연장(사용 중이면 한 시간에 한 번 이상) 시각입니다.',
    current: '이 브라우저',
    times: '로그인 {{signedIn}} · 마지막 사용 {{lastUsed}}',
    unknownBrowser: '알 수 없는 브라우저',
    unknownDevice: '알 수 없는 기기',
    logout: '로그아웃',
    logoutOthers: '다른 기기에서 로그아웃',
    logoutOthersHelp:
      '이 브라우저를 뺀 모든 로그인이 몇 초 안에 끝납니다. 등록한 카운터 기기는 기기 관리에서 하나씩 로그아웃시키세요.',
    loggedOutOthers: '다른 로그인 {{count}}개를 끝냈습니다.',
  },
  devices: {
    title: '기기 관리',
    description: '카운터 태블릿처럼 등록한 기기는 인증번호 없이 이 가게의 주문 화면에 로그인합니다.',
    name: '기기 이름',
    namePlaceholder: '예) 카운터 태블릿',
    role: '기기 권한',
    roleNames: { owner: '대표', manager: '매니저', staff: '직원' },
    register: '기기 등록',
    registered:
      '등록했습니다. 아래 링크를 그 기기에서 한 번 열면 로그인 상태가 유지됩니다. 링크는 지금만 볼 수 있습니다.',
    copyLink: '링크 복사',
    copied: '복사했습니다',
    useHere: '이 기기를 카운터 기기로 사용',
    qrLabel: '자동 로그인 링크 QR 코드',
    lastSeen: '마지막 접속: {{when}}',
    neverSeen: '아직 접속하지 않음',
    revoked: '해제됨',
    revoke: '로그아웃 시키기',
    empty: '등록한 기기가 없습니다.',
    readOnly: '데모 계정에서는 기기를 등록할 수 없습니다.',
  },
  companies: {
    roleNames: { owner: '대표', manager: '매니저', staff: '직원' },
    leave: '회사 나가기',
    leaveConfirm: '{{shopName}}에서 나가면 이 가게의 화면을 더 볼 수 없습니다. 나갈까요?',
    cancel: '취소',
  },
  phone: {
    title: '휴대폰 번호 변경',
    description:
      '새 번호로 인증번호를 보내고, 그 번호로 받은 인증번호를 입력하면 바뀝니다. 이 브라우저의 로그인은 그대로 유지됩니다.',
    newNumber: '새 휴대폰 번호',
    send: '인증번호 받기',
    resend: '다시 받기',
    code: '인증번호 6자리',
    confirm: '번호 변경',
    changed: '번호를 바꿨습니다. 이제 끝자리 {{suffix}} 번호로 로그인합니다.',
  },
  deleteAccount: {
    title: '계정 삭제',
    description:
      '이름과 휴대폰 번호가 지워지고 모든 기기에서 로그아웃되며, 모든 회사에서 나갑니다. 주문과 변경 기록은 법에 따라 가게에 남습니다. 가게의 마지막 대표라면 먼저 다른 사람을 대표로 지정해 주세요.',
    open: '계정 삭제…',
    confirmLabel: '확인을 위해 휴대폰 번호 끝 4자리를 입력해 주세요',
    confirm: '계정 영구 삭제',
  },
};
