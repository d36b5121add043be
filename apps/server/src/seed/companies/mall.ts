// biome-ignore-all format: catalogue rows stay one per line so the seed reads as a table (docs/decisions/007)
import type { SeedCompany } from '../seed-types';

/**
 * demoMall: a Jeju citrus and vegetable farm selling online and shipping by parcel (택배). Parcel fee: 4,000원 per two
 * bundle units; a 3 kg box counts 1, a 5–10 kg box 2 (ships alone), a jar of 청 0.5, so mixed carts show the rule.
 */
export const mallSeed = (id: string): SeedCompany => ({
  company: {
    id,
    companyType: 'online_mall',
    businessInfo: {
      shopName: '제주 햇살농장',
      brandName: '햇살농장',
      ceoName: '한상훈',
      address_name: '제주특별자치도 서귀포시 남원읍 위미리 2984',
      road_address_name: '제주특별자치도 서귀포시 남원읍 위미중앙로 212',
      building_name: '',
      encryptedDetailAddress: '햇살농장 선과장',
      postCode: '63612',
      geoPoint: { latitude: 33.2793, longitude: 126.6611 },
      businessRegistrationNumber: '616-14-30586',
      telecomBusinessNumber: '제2023-제주서귀포-0093호',
    },
    contactInfo: { securedPhoneMain: '010-6642-1908', securedLandlineMain: '064-764-2984', securedEmail: 'farm@haetsal.example' },
    businessHours: { isOpen24Hours: true, isOpenYearRound: true, closureDates: ['2027-01-01'] },
    orderSupport: { supportTakeout: false, supportDineIn: false, supportDelivery: false, supportParcel: true },
    deliveryConfig: { type: 'parcel', baseFee: 4000, bundleUnit: 2, minimumOrderAmount: 15000, freeDeliveryThreshold: 70000 },
    bankAccount: { bankName: 'NH농협은행', accountNumber: '351-1187-2984-13', accountHolder: '한상훈(햇살농장)' },
    paymentSettings: { onsite: false, bank: true, card: true, naverpayCard: true },
    rewardPolicy: { saveType: 'point', savedRatePrepaidCard: 1, savedRatePrepaidCash: 2 },
    rewardStampValue: 0,
    notice: '평일 오후 2시까지 결제하시면 당일 수확·발송해요. 제주 외 도서산간 지역은 추가 배송비가 있을 수 있어요.',
    isNoticeDisplay: true,
  },
  categories: [
    { key: 'citrus', categoryName: '감귤·만감류', displayLevel: 10 },
    { key: 'veg', categoryName: '채소', displayLevel: 20 },
    { key: 'processed', categoryName: '주스·수제청', displayLevel: 30 },
    { key: 'gift', categoryName: '선물세트', displayLevel: 40 },
  ],
  options: [
    { key: 'grade', optionName: '과 크기', type: 'select', styleType: 'segmented', optionItems: ['혼합과', '로얄과 (중소과)', '대과'], optionItemsPrice: [0, 4000, 2000], displayLevel: 10, msg: '로얄과는 당도가 가장 높은 크기예요' },
    { key: 'wash', optionName: '세척', type: 'select', optionItems: ['흙당근 (세척 안 함)', '세척 당근'], optionItemsPrice: [0, 2000], displayLevel: 10, msg: '흙당근이 더 오래 보관돼요' },
    { key: 'wrap', optionName: '선물 포장', type: 'check', optionItems: ['보자기 포장', '메시지 카드'], optionItemsPrice: [3000, 0], displayLevel: 20, soldOutItems: [{ item: '보자기 포장', until: null }] },
  ],
  optionGroups: [{ key: 'fruit', optionGroupName: '과일 박스', optionKeys: ['grade', 'wrap'], displayLevel: 10 }],
  products: [
    { productName: '한라봉 3kg', categoryKeys: ['citrus', 'gift'], priceOriginal: 42000, priceDiscounted: 39000, priceFriendtalk: 36000, optionGroupKey: 'fruit', unit: '박스', parcelBundleValue: 1, rewardPoint: 390, displayLevel: 10, description: '12~16과, 당도 13브릭스 이상 선별' },
    { productName: '한라봉 5kg', categoryKeys: ['citrus'], priceOriginal: 65000, priceDiscounted: 59000, optionGroupKey: 'fruit', unit: '박스', parcelBundleValue: 2, rewardPoint: 590, displayLevel: 20, description: '20~26과' },
    { productName: '천혜향 3kg', categoryKeys: ['citrus'], priceOriginal: 45000, priceDiscounted: 42000, optionGroupKey: 'fruit', unit: '박스', parcelBundleValue: 1, rewardPoint: 420, displayLevel: 30 },
    { productName: '레드향 3kg', categoryKeys: ['citrus'], priceOriginal: 48000, priceDiscounted: 45000, optionGroupKey: 'fruit', unit: '박스', parcelBundleValue: 1, rewardPoint: 450, displayLevel: 40, isSoldOut: true, description: '올해 수확분 완판, 1월 중순 재입고' },
    { productName: '노지 감귤 5kg', categoryKeys: ['citrus'], priceOriginal: 25000, priceDiscounted: 22000, optionKeys: ['grade'], unit: '박스', parcelBundleValue: 2, rewardPoint: 220, displayLevel: 50 },
    { productName: '노지 감귤 10kg', categoryKeys: ['citrus'], priceOriginal: 39000, priceDiscounted: 36000, optionKeys: ['grade'], unit: '박스', parcelBundleValue: 2, rewardPoint: 360, displayLevel: 60 },
    { productName: '못난이 감귤 (kg 단위)', productNameShort: '못난이 감귤', categoryKeys: ['citrus'], priceOriginal: 4500, priceDiscounted: 3900, unit: 'kg', parcelBundleValue: 0.25, rewardPoint: 30, displayLevel: 70, description: '모양만 못난 파치 감귤, 4kg까지 한 상자에 담아요' },
    { productName: '하우스 감귤 2kg', categoryKeys: ['citrus'], priceOriginal: 35000, priceDiscounted: 35000, optionKeys: ['wrap'], unit: '박스', parcelBundleValue: 1, displayLevel: 80, isVisible: false, description: '5~8월 출하' },
    { productName: '구좌 당근 3kg', categoryKeys: ['veg'], priceOriginal: 15000, priceDiscounted: 13000, optionKeys: ['wash'], unit: '박스', parcelBundleValue: 1, rewardPoint: 130, displayLevel: 10, description: '구좌읍 월정리 밭에서 바로 캔 흙당근' },
    { productName: '구좌 당근 10kg', categoryKeys: ['veg'], priceOriginal: 35000, priceDiscounted: 32000, optionKeys: ['wash'], unit: '박스', parcelBundleValue: 2, rewardPoint: 320, displayLevel: 20 },
    { productName: '무농약 비트 2kg', categoryKeys: ['veg'], priceOriginal: 14000, priceDiscounted: 12000, unit: '박스', parcelBundleValue: 1, rewardPoint: 120, displayLevel: 30 },
    { productName: '제주 브로콜리 2kg', categoryKeys: ['veg'], priceOriginal: 15000, priceDiscounted: 14000, unit: '박스', parcelBundleValue: 1, rewardPoint: 140, displayLevel: 40, stockQuantity: 30 },
    { productName: '감귤 착즙 주스 1L × 6병', productNameShort: '감귤 주스 6병', categoryKeys: ['processed'], priceOriginal: 38000, priceDiscounted: 36000, unit: '박스', parcelBundleValue: 1, rewardPoint: 360, displayLevel: 10, description: '물·설탕 없이 감귤 100%' },
    { productName: '구좌 당근 주스 200ml × 15팩', productNameShort: '당근 주스 15팩', categoryKeys: ['processed'], priceOriginal: 35000, priceDiscounted: 33000, unit: '박스', parcelBundleValue: 1, rewardPoint: 330, displayLevel: 20 },
    { productName: '한라봉 수제청 500g', categoryKeys: ['processed'], priceOriginal: 18000, priceDiscounted: 18000, unit: '병', parcelBundleValue: 0.5, rewardPoint: 180, displayLevel: 30 },
    { productName: '만감류 혼합 선물세트 3kg', productNameShort: '혼합 선물세트', categoryKeys: ['gift'], priceOriginal: 52000, priceDiscounted: 49000, optionKeys: ['wrap'], unit: '박스', parcelBundleValue: 1, rewardPoint: 490, displayLevel: 20, description: '한라봉 1.5kg + 천혜향 1.5kg' },
    { productName: '단골 전용 감귤 10kg', categoryKeys: ['citrus'], priceOriginal: 39000, priceDiscounted: 32000, unit: '박스', parcelBundleValue: 2, displayLevel: 90, isPrivateProduct: true, description: '카카오 친구톡으로 안내받은 단골 고객 전용 가격' },
  ],
});
