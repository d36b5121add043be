/** Words every form shares (namespace `forms`): zod's default issues, save outcomes, the save bar, errors. */
export const koForms = {
  zod: {
    number: '숫자를 입력하세요',
    required: '값을 입력하세요',
    stringMin: '{{minimum}}자 이상 입력하세요',
    stringMax: '{{maximum}}자 이하로 입력하세요',
    numberMin: '{{minimum, number}} 이상이어야 합니다',
    numberMax: '{{maximum, number}} 이하여야 합니다',
    arrayMin: '{{minimum}}개 이상 필요합니다',
    arrayMax: '{{maximum}}개까지 넣을 수 있습니다',
    format: '형식이 올바르지 않습니다',
    value: '허용되지 않는 값입니다',
  },
  checkFields: '빨간색으로 표시된 항목을 확인하세요.',
  saved: '저장했습니다.',
  savedNamed: '{{name, 을/를}} 저장했습니다.',
  saveFailed: '저장하지 못했습니다',
  conflictBody:
    '다른 곳에서 먼저 저장했습니다. 아무것도 덮어쓰지 않았습니다. 최신 내용을 불러온 뒤 다시 고쳐 주세요.',
  reloadLatest: '최신 내용 불러오기',
  unsaved: '저장하지 않은 변경 사항이 있습니다',
  noChanges: '변경 사항 없음',
  reset: '되돌리기',
  save: '저장',
  backToList: '목록으로',
  cancel: '취소',
  leave: {
    title: '저장하지 않은 변경 사항',
    body: '이 화면을 떠나면 변경한 내용이 사라집니다. 그래도 나갈까요?',
    stay: '계속 편집',
    leave: '저장하지 않고 나가기',
  },
};
