// biome-ignore-all format: catalogue rows stay one per line so the seed reads as a table (docs/decisions/007)
import { seedId } from '../seed-ids';
import type { SeedCompany } from '../seed-types';

const office = { isOpen: true, open: '09:00', close: '18:00', breakStart: '12:00', breakEnd: '13:00' };
const closed = { ...office, isOpen: false };

/**
 * demoHQ: the head office (본사) of a small coffee franchise. It keeps the master menu its branches inherit and runs a
 * flagship counter in the office building on weekdays, so its hours show a lunch break and weekends off.
 */
export const hqSeed = (id: string): SeedCompany => {
  const optionId = (key: string) => seedId('opt', id, key);
  return {
    company: {
      id,
      companyType: 'offline_hq',
      isHeadCompany: true,
      businessInfo: {
        shopName: '주문커피 본사',
        brandName: '주문커피',
        ceoName: '정현우',
        address_name: '서울 성동구 성수동2가 273-13',
        road_address_name: '서울 성동구 연무장길 47',
        building_name: '성수 메이커스타워',
        encryptedDetailAddress: '5층 주문커피',
        postCode: '04781',
        geoPoint: { latitude: 37.5432, longitude: 127.0557 },
        businessRegistrationNumber: '206-86-22912',
        permitNumber: '제2019-서울성동-00451호',
        telecomBusinessNumber: '제2020-서울성동-1187호',
      },
      contactInfo: { securedPhoneMain: '010-7310-2288', securedLandlineMain: '02-6959-0700', securedEmail: 'hq@jumuncoffee.example' },
      businessHours: {
        weeklyHours: { sunday: closed, monday: office, tuesday: office, wednesday: office, thursday: office, friday: office, saturday: closed },
        closureDates: ['2026-12-31'],
      },
      orderSupport: { supportTakeout: true, supportDineIn: true, supportDelivery: false, supportParcel: false },
      deliveryConfig: { type: 'none' },
      paymentSettings: { onsite: true, card: true },
      rewardPolicy: { saveType: 'point', savedRatePrepaidCard: 3, savedRatePrepaidCash: 5, savedRatePrepaidPoint: 0, savedRateDeferredpayCard: 1, savedRateDeferredpayCash: 2 },
      rewardStampValue: 0,
      notice: '본사 1층 플래그십 카운터는 평일에만 운영합니다. 가맹 문의: 02-6959-0700',
      isNoticeDisplay: true,
    },
    categories: [
      { key: 'coffee', categoryName: '커피', displayLevel: 10 },
      { key: 'drink', categoryName: '음료', displayLevel: 20 },
      { key: 'bakery', categoryName: '베이커리', displayLevel: 30 },
      { key: 'bean', categoryName: '원두', displayLevel: 40 },
    ],
    options: [
      { key: 'temp', optionName: '온도', type: 'select', styleType: 'segmented', optionItems: ['HOT', 'ICE'], optionItemsPrice: [0, 0], displayLevel: 10 },
      { key: 'size', optionName: '사이즈', type: 'select', styleType: 'segmented', optionItems: ['Regular', 'Large'], optionItemsPrice: [0, 500], displayLevel: 20 },
      { key: 'shot', optionName: '샷 추가', type: 'quantity', optionItems: ['샷'], optionItemsPrice: [500], displayLevel: 30 },
      { key: 'milk', optionName: '우유 변경', type: 'select', optionItems: ['기본 우유', '오트밀크'], optionItemsPrice: [0, 500], displayLevel: 40 },
      {
        key: 'ice', optionName: '얼음 양', type: 'select', styleType: 'inline', optionItems: ['보통', '많이'], optionItemsPrice: [0, 0], displayLevel: 25,
        invalidCombinations: [{ optionId: optionId('temp'), thisValue: ['많이'], otherValue: ['HOT'], warningMsg: '따뜻한 음료에는 얼음을 넣을 수 없어요.' }],
      },
    ],
    optionGroups: [
      { key: 'coffee', optionGroupName: '커피 기본', optionKeys: ['temp', 'size', 'ice', 'shot'], displayLevel: 10 },
      { key: 'latte', optionGroupName: '라떼 기본', optionKeys: ['temp', 'size', 'ice', 'shot', 'milk'], displayLevel: 20 },
    ],
    products: [
      { productName: '주문 블렌드 아메리카노', productNameShort: '아메리카노', categoryKeys: ['coffee'], priceOriginal: 3500, priceDiscounted: 3500, optionGroupKey: 'coffee', rewardPoint: 100, unit: '잔', displayLevel: 10, description: '전 가맹점 공통 레시피' },
      { productName: '카페라떼', categoryKeys: ['coffee'], priceOriginal: 4200, priceDiscounted: 4200, optionGroupKey: 'latte', rewardPoint: 120, unit: '잔', displayLevel: 20 },
      { productName: '바닐라 라떼', categoryKeys: ['coffee'], priceOriginal: 4700, priceDiscounted: 4700, optionGroupKey: 'latte', rewardPoint: 140, unit: '잔', displayLevel: 30 },
      { productName: '주문 크림 라떼', productNameShort: '크림 라떼', categoryKeys: ['coffee'], priceOriginal: 5200, priceDiscounted: 4900, optionGroupKey: 'latte', rewardPoint: 150, unit: '잔', displayLevel: 5, description: '본사 시그니처: 소금 크림을 올린 라떼' },
      { productName: '콜드브루', categoryKeys: ['coffee'], priceOriginal: 4500, priceDiscounted: 4500, optionKeys: ['size'], rewardPoint: 130, unit: '잔', displayLevel: 40 },
      { productName: '카페모카', categoryKeys: ['coffee'], priceOriginal: 4900, priceDiscounted: 4900, optionGroupKey: 'latte', rewardPoint: 140, unit: '잔', displayLevel: 50 },
      { productName: '레몬 에이드', categoryKeys: ['drink'], priceOriginal: 4800, priceDiscounted: 4800, optionKeys: ['size'], rewardPoint: 140, unit: '잔', displayLevel: 10 },
      { productName: '복숭아 아이스티', categoryKeys: ['drink'], priceOriginal: 4000, priceDiscounted: 4000, optionKeys: ['size'], rewardPoint: 120, unit: '잔', displayLevel: 20 },
      { productName: '초코 라떼', categoryKeys: ['drink'], priceOriginal: 4500, priceDiscounted: 4500, optionGroupKey: 'latte', rewardPoint: 130, unit: '잔', displayLevel: 30 },
      { productName: '유자 민트티', categoryKeys: ['drink'], priceOriginal: 4500, priceDiscounted: 4500, optionKeys: ['temp', 'size'], rewardPoint: 130, unit: '잔', displayLevel: 40, isSoldOut: true },
      { productName: '버터 소금빵', categoryKeys: ['bakery'], priceOriginal: 3200, priceDiscounted: 3200, unit: '개', displayLevel: 10, description: '매일 아침 센트럴 키친에서 입고' },
      { productName: '크로플', categoryKeys: ['bakery'], priceOriginal: 4500, priceDiscounted: 4500, unit: '개', displayLevel: 20 },
      { productName: '햄치즈 샌드위치', categoryKeys: ['bakery'], priceOriginal: 5900, priceDiscounted: 5900, unit: '개', displayLevel: 30, stockQuantity: 20 },
      { productName: '주문 블렌드 원두 500g', productNameShort: '블렌드 원두 500g', categoryKeys: ['bean'], priceOriginal: 22000, priceDiscounted: 22000, rewardPoint: 600, unit: '봉', displayLevel: 10 },
      { productName: '가맹점 공급용 원두 1kg', categoryKeys: ['bean'], priceOriginal: 32000, priceDiscounted: 32000, unit: '봉', displayLevel: 20, isPrivateProduct: true, description: '가맹점 발주 전용 (고객 비공개)' },
      { productName: '겨울 한정 뱅쇼', categoryKeys: ['drink'], priceOriginal: 5500, priceDiscounted: 5500, optionKeys: ['size'], rewardPoint: 160, unit: '잔', displayLevel: 50, isVisible: false, description: '12월 출시 예정' },
    ],
  };
};
