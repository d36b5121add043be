// biome-ignore-all format: catalogue rows stay one per line so the seed reads as a table (docs/decisions/007)
import { seedId } from '../seed-ids';
import type { SeedCompany } from '../seed-types';

type CafeCatalogue = Pick<SeedCompany, 'categories' | 'options' | 'optionGroups' | 'products'>;

/**
 * The menu of a neighbourhood specialty-coffee cafe in Seoul (2026 prices). Product ids follow list order
 * (p_<company>_001 = 아메리카노 in 커피), so append new products at the end of a category's block only with care.
 */
export const cafeCatalogue = (companyId: string): CafeCatalogue => {
  const optionId = (key: string) => seedId('opt', companyId, key);
  return {
    categories: [
      { key: 'coffee', categoryName: '커피', displayLevel: 10 },
      { key: 'latte', categoryName: '라떼·논커피', displayLevel: 20 },
      { key: 'tea', categoryName: '티', displayLevel: 30 },
      { key: 'ade', categoryName: '에이드·주스', displayLevel: 40 },
      { key: 'dessert', categoryName: '디저트', displayLevel: 50 },
      { key: 'bean', categoryName: '원두·MD', displayLevel: 60 },
    ],
    options: [
      { key: 'temp', optionName: '온도', type: 'select', styleType: 'segmented', optionItems: ['HOT', 'ICE'], optionItemsPrice: [0, 0], displayLevel: 10 },
      { key: 'size', optionName: '사이즈', type: 'select', styleType: 'segmented', optionItems: ['Regular', 'Large'], optionItemsPrice: [0, 700], displayLevel: 20, msg: 'Large는 473ml 컵에 담겨요' },
      {
        key: 'ice', optionName: '얼음 양', type: 'select', styleType: 'inline', optionItems: ['보통', '적게', '많이'], optionItemsPrice: [0, 0, 0], displayLevel: 25,
        invalidCombinations: [{ optionId: optionId('temp'), thisValue: ['적게', '많이'], otherValue: ['HOT'], warningMsg: '따뜻한 음료는 얼음 양을 고를 수 없어요.' }],
      },
      { key: 'sweet', optionName: '당도', type: 'select', styleType: 'inline', optionItems: ['기본', '덜 달게', '달게'], optionItemsPrice: [0, 0, 0], displayLevel: 27 },
      { key: 'shot', optionName: '샷 추가', type: 'quantity', optionItems: ['샷'], optionItemsPrice: [500], displayLevel: 30, msg: '최대 3샷까지 권해 드려요' },
      {
        key: 'bean', optionName: '원두 선택', type: 'select', optionItems: ['하우스 블렌드', '에티오피아 예가체프', '디카페인'], optionItemsPrice: [0, 800, 500], displayLevel: 35,
        soldOutItems: [{ item: '에티오피아 예가체프', until: null }],
      },
      { key: 'milk', optionName: '우유 변경', type: 'select', optionItems: ['기본 우유', '오트밀크', '두유', '락토프리'], optionItemsPrice: [0, 600, 500, 300], displayLevel: 45 },
      {
        key: 'syrup', optionName: '시럽 추가', type: 'check', optionItems: ['바닐라', '헤이즐넛', '카라멜'], optionItemsPrice: [500, 500, 500], displayLevel: 40,
        soldOutItems: [{ item: '헤이즐넛', until: null }],
      },
      { key: 'topping', optionName: '토핑', type: 'check', optionItems: ['휘핑크림', '시나몬 파우더', '카라멜 드리즐'], optionItemsPrice: [500, 0, 300], displayLevel: 50 },
      {
        key: 'cup', optionName: '컵 선택', type: 'select', styleType: 'emphasized', optionItems: ['일회용 컵', '개인 컵 (텀블러)', '머그잔 (매장)'], optionItemsPrice: [0, -300, 0], displayLevel: 60,
        msg: '개인 컵을 가져오시면 300원 할인해 드려요',
        invalidCombinations: [{ optionId: optionId('size'), thisValue: ['머그잔 (매장)'], otherValue: ['Large'], warningMsg: '머그잔에는 Regular 사이즈만 담을 수 있어요.' }],
      },
      { key: 'gift', optionName: '포장', type: 'check', optionItems: ['선물 포장', '메시지 카드'], optionItemsPrice: [1000, 500], displayLevel: 70 },
      { key: 'grind', optionName: '분쇄', type: 'select', styleType: 'required-highlight', optionItems: ['홀빈 (분쇄 안 함)', '핸드드립용', '에스프레소용', '모카포트용', '콜드브루용'], optionItemsPrice: [0, 0, 0, 0, 0], displayLevel: 15 },
      { key: 'fork', optionName: '포크·초', type: 'quantity', optionItems: ['포크 추가'], optionItemsPrice: [0], displayLevel: 80 },
    ],
    optionGroups: [
      { key: 'espresso', optionGroupName: '에스프레소 음료', optionKeys: ['temp', 'size', 'ice', 'shot', 'bean', 'syrup', 'cup'], displayLevel: 10 },
      { key: 'latte', optionGroupName: '라떼 음료', optionKeys: ['temp', 'size', 'ice', 'shot', 'milk', 'syrup', 'topping', 'cup'], displayLevel: 20 },
      { key: 'nonCoffee', optionGroupName: '논커피 라떼', optionKeys: ['temp', 'size', 'ice', 'sweet', 'milk', 'cup'], displayLevel: 30 },
      { key: 'tea', optionGroupName: '티', optionKeys: ['temp', 'size', 'ice', 'cup'], displayLevel: 40 },
      { key: 'cold', optionGroupName: '차가운 음료', optionKeys: ['size', 'ice', 'sweet', 'cup'], displayLevel: 50 },
      { key: 'dessert', optionGroupName: '디저트', optionKeys: ['fork', 'gift'], displayLevel: 60 },
      { key: 'bean', optionGroupName: '원두', optionKeys: ['grind', 'gift'], displayLevel: 70 },
    ],
    products: [
      // 커피 (p_…_001 아메리카노 must stay first: server tests rely on it)
      { productName: '아메리카노', categoryKeys: ['coffee'], priceOriginal: 4500, priceDiscounted: 4500, priceFriendtalk: 4000, optionGroupKey: 'espresso', rewardStamp: 1, unit: '잔', displayLevel: 10, description: '고소한 견과류와 다크 초콜릿 향의 하우스 블렌드로 내린 아메리카노' },
      { productName: '에스프레소', categoryKeys: ['coffee'], priceOriginal: 4000, priceDiscounted: 4000, optionKeys: ['shot', 'bean'], rewardStamp: 1, unit: '잔', displayLevel: 20, description: '더블 샷 30ml, 진한 크레마' },
      { productName: '콜드브루', categoryKeys: ['coffee'], priceOriginal: 5300, priceDiscounted: 5300, optionGroupKey: 'cold', rewardStamp: 1, unit: '잔', displayLevel: 30, description: '12시간 저온 추출한 깔끔한 콜드브루' },
      { productName: '디카페인 아메리카노', categoryKeys: ['coffee'], priceOriginal: 5000, priceDiscounted: 5000, optionKeys: ['temp', 'size', 'ice', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 40, description: '스위스 워터 프로세스 디카페인 원두 사용' },
      { productName: '아인슈페너', categoryKeys: ['coffee'], priceOriginal: 5800, priceDiscounted: 5800, optionKeys: ['size', 'shot', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 50, description: '직접 만든 달콤한 크림을 듬뿍 올린 비엔나 커피 (ICE 전용)' },
      { productName: '플랫화이트', categoryKeys: ['coffee'], priceOriginal: 5300, priceDiscounted: 5300, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 60, description: '리스트레토 투 샷과 벨벳 같은 우유' },
      { productName: '오늘의 핸드드립', productNameShort: '핸드드립', categoryKeys: ['coffee'], priceOriginal: 6500, priceDiscounted: 6500, optionKeys: ['temp', 'bean'], rewardStamp: 1, unit: '잔', displayLevel: 70, isSoldOut: true, description: '매일 바뀌는 싱글 오리진 핸드드립 (오늘 원두 소진)' },
      // 라떼·논커피
      { productName: '카페라떼', categoryKeys: ['latte'], priceOriginal: 5000, priceDiscounted: 5000, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 10, description: '에스프레소와 고소한 우유' },
      { productName: '바닐라빈 라떼', categoryKeys: ['latte'], priceOriginal: 5800, priceDiscounted: 5500, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 20, description: '마다가스카르 바닐라빈을 직접 졸인 시럽' },
      { productName: '카라멜 마키아토', categoryKeys: ['latte'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 30 },
      { productName: '카페모카', categoryKeys: ['latte'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 40, description: '벨기에산 다크 초콜릿 소스' },
      { productName: '연유 라떼', categoryKeys: ['latte'], priceOriginal: 5500, priceDiscounted: 5500, optionGroupKey: 'latte', rewardStamp: 1, unit: '잔', displayLevel: 50 },
      { productName: '흑임자 라떼', categoryKeys: ['latte'], priceOriginal: 6000, priceDiscounted: 6000, optionGroupKey: 'nonCoffee', rewardStamp: 1, unit: '잔', displayLevel: 60, description: '국산 볶은 흑임자를 갈아 넣은 고소한 라떼 (커피 없음)' },
      { productName: '제주 말차 라떼', productNameShort: '말차 라떼', categoryKeys: ['latte'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'nonCoffee', rewardStamp: 1, unit: '잔', displayLevel: 70 },
      { productName: '초코 라떼', categoryKeys: ['latte'], priceOriginal: 5500, priceDiscounted: 5500, optionGroupKey: 'nonCoffee', rewardStamp: 1, unit: '잔', displayLevel: 80 },
      { productName: '고구마 라떼', categoryKeys: ['latte'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'nonCoffee', rewardStamp: 1, unit: '잔', displayLevel: 90, isVisible: false, description: '겨울 시즌 메뉴 (11월 출시 예정)' },
      { productName: '생딸기 라떼', categoryKeys: ['latte'], priceOriginal: 6800, priceDiscounted: 6800, optionKeys: ['size', 'milk', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 100, stockQuantity: 0, description: '논산 설향 딸기 (하루 20잔 한정)' },
      // 티
      { productName: '얼그레이', categoryKeys: ['tea'], priceOriginal: 5000, priceDiscounted: 5000, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 10 },
      { productName: '캐모마일', categoryKeys: ['tea'], priceOriginal: 5000, priceDiscounted: 5000, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 20 },
      { productName: '페퍼민트', categoryKeys: ['tea'], priceOriginal: 5000, priceDiscounted: 5000, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 30 },
      { productName: '고흥 유자차', productNameShort: '유자차', categoryKeys: ['tea'], priceOriginal: 5500, priceDiscounted: 5500, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 40 },
      { productName: '자몽 허니 블랙티', categoryKeys: ['tea'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 50 },
      { productName: '제주 유기농 녹차', productNameShort: '녹차', categoryKeys: ['tea'], priceOriginal: 5000, priceDiscounted: 5000, optionGroupKey: 'tea', rewardStamp: 1, unit: '잔', displayLevel: 60 },
      // 에이드·주스
      { productName: '레몬 에이드', categoryKeys: ['ade'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'cold', rewardStamp: 1, unit: '잔', displayLevel: 10 },
      { productName: '자몽 에이드', categoryKeys: ['ade'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'cold', rewardStamp: 1, unit: '잔', displayLevel: 20 },
      { productName: '청포도 에이드', categoryKeys: ['ade'], priceOriginal: 5800, priceDiscounted: 5800, optionGroupKey: 'cold', rewardStamp: 1, unit: '잔', displayLevel: 30 },
      { productName: '생오렌지 주스', categoryKeys: ['ade'], priceOriginal: 6500, priceDiscounted: 6500, optionKeys: ['size', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 40, description: '주문 즉시 착즙' },
      { productName: '딸기 바나나 주스', categoryKeys: ['ade'], priceOriginal: 6500, priceDiscounted: 6500, optionKeys: ['size', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 50 },
      { productName: '토마토 주스', categoryKeys: ['ade'], priceOriginal: 6000, priceDiscounted: 6000, optionKeys: ['size', 'cup'], rewardStamp: 1, unit: '잔', displayLevel: 60, isSoldOut: true },
      // 디저트
      { productName: '바스크 치즈케이크', categoryKeys: ['dessert'], priceOriginal: 6500, priceDiscounted: 6500, optionGroupKey: 'dessert', unit: '조각', displayLevel: 10, stockQuantity: 12, description: '겉은 진하게 구워 캐러멜 향, 속은 크리미하게' },
      { productName: '티라미수', categoryKeys: ['dessert'], priceOriginal: 7000, priceDiscounted: 7000, optionGroupKey: 'dessert', unit: '개', displayLevel: 20, stockQuantity: 8 },
      { productName: '초코 브라우니', categoryKeys: ['dessert'], priceOriginal: 4500, priceDiscounted: 4500, optionGroupKey: 'dessert', unit: '개', displayLevel: 30 },
      { productName: '플레인 스콘', categoryKeys: ['dessert'], priceOriginal: 3800, priceDiscounted: 3800, optionGroupKey: 'dessert', unit: '개', displayLevel: 40, description: '클로티드 크림과 딸기잼 포함' },
      { productName: '크림치즈 베이글', categoryKeys: ['dessert'], priceOriginal: 4800, priceDiscounted: 4800, optionGroupKey: 'dessert', unit: '개', displayLevel: 50, description: '브런치 메뉴: 오전 8시부터 오후 2시까지' },
      { productName: '솔티드 카라멜 마들렌', productNameShort: '마들렌', categoryKeys: ['dessert'], priceOriginal: 3000, priceDiscounted: 3000, optionGroupKey: 'dessert', unit: '개', displayLevel: 60 },
      { productName: '휘낭시에 3입 세트', categoryKeys: ['dessert'], priceOriginal: 8400, priceDiscounted: 7500, optionGroupKey: 'dessert', unit: '세트', displayLevel: 70, isPrivateProduct: true, description: '카카오 친구톡 구독자 전용 상품' },
      // 원두·MD
      { productName: '하우스 블렌드 원두 200g', productNameShort: '하우스 블렌드', categoryKeys: ['bean'], priceOriginal: 16000, priceDiscounted: 16000, optionGroupKey: 'bean', rewardStamp: 1, unit: '봉', displayLevel: 10, description: '브라질·콜롬비아·에티오피아 블렌드, 미디엄 다크 로스팅' },
      { productName: '에티오피아 예가체프 200g', productNameShort: '예가체프', categoryKeys: ['bean'], priceOriginal: 19000, priceDiscounted: 19000, optionGroupKey: 'bean', rewardStamp: 1, unit: '봉', displayLevel: 20, description: '자스민, 베르가못, 복숭아 향의 라이트 로스팅' },
      { productName: '디카페인 원두 200g', productNameShort: '디카페인 원두', categoryKeys: ['bean'], priceOriginal: 18000, priceDiscounted: 18000, optionGroupKey: 'bean', rewardStamp: 1, unit: '봉', displayLevel: 30 },
      { productName: '드립백 10개입', categoryKeys: ['bean'], priceOriginal: 15000, priceDiscounted: 13500, optionKeys: ['gift'], unit: '박스', displayLevel: 40 },
      { productName: '주문카페 텀블러 473ml', productNameShort: '텀블러', categoryKeys: ['bean'], priceOriginal: 28000, priceDiscounted: 28000, optionKeys: ['gift'], unit: '개', displayLevel: 50, stockQuantity: 15 },
      { productName: '스톤웨어 머그컵', categoryKeys: ['bean'], priceOriginal: 18000, priceDiscounted: 18000, optionKeys: ['gift'], unit: '개', displayLevel: 60, isVisible: false, description: '재입고 준비 중' },
    ],
  };
};
