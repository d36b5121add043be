/** Words of the catalogue pages (namespace `catalogue`, features/catalogue). */
export const koCatalogue = {
  file: {
    kinds: { categories: '카테고리', optionIds: '옵션' },
    readFailed: '파일을 읽지 못했습니다.',
    unclosedQuote: '닫히지 않은 따옴표가 있습니다. 파일을 확인하세요.',
    noRows: '가져올 행이 없습니다. 첫 줄은 제목 줄이어야 합니다.',
    noNameColumn: '상품명 열이 없습니다.',
    unknownId: '{{column}}: 없는 상품입니다 ({{id}})',
    duplicateId: '{{column}}: 같은 상품이 두 번 들어 있습니다',
    staleRow: '{{message}}. 다시 내보낸 파일로 고치세요.',
    tooMany: '한 번에 최대 {{max}}개까지 가져올 수 있습니다 ({{count}}개). 파일을 나눠 주세요.',
    notANumber: '숫자를 입력하세요',
    notYesNo: '예 또는 아니오로 입력하세요',
    unknownNames: '없는 {{label}}입니다: {{names}}',
    unknownOptionGroup: '없는 옵션 그룹입니다: {{name}}',
    xlsxUnreadable: '엑셀 파일을 읽지 못했습니다. .xlsx 파일인지 확인하세요.',
  },
};
