import type { Product } from '@jumun/shared';

/**
 * The file format owners exchange with Korean Excel: the column headers and the yes / no words of the exported
 * file. They are data, not words of the screen — a file exported in English must import anywhere — so they stay
 * Korean in every language; import also takes the field names (`productName`) as headers.
 */
export const PRODUCT_FILE_HEADERS: Partial<Record<keyof Product, string>> = {
  id: '상품ID',
  revision: '수정번호',
  productName: '상품명',
  productNameShort: '짧은 이름',
  categories: '카테고리',
  priceOriginal: '정가',
  priceDiscounted: '판매가',
  priceFriendtalk: '친구톡 가격',
  unit: '단위',
  stockQuantity: '재고',
  isVisible: '노출',
  isPrivateProduct: '비공개',
  displayLevel: '표시 순서',
  rewardStamp: '스탬프(개당)',
  rewardPoint: '포인트(개당)',
  parcelBundleValue: '묶음 배송 값',
  optionGroupId: '옵션 그룹',
  optionIds: '옵션',
  description: '설명',
};

export const FILE_YES = '예';
export const FILE_NO = '아니오';
export const YES_WORDS = new Set([FILE_YES, 'y', 'yes', 'true', '1', 'o']);
export const NO_WORDS = new Set([FILE_NO, '아니요', 'n', 'no', 'false', '0', 'x']);
/** Money cells may carry the currency word: "4,500원". */
export const NUMBER_NOISE = /[,\s원]/g;
