import type { CompanyInput } from '@jumun/shared';
import { seedId } from '../seed-ids';
import type { SeedCompany } from '../seed-types';
import { cafeCatalogue } from './cafe-catalogue';
import { cafeStampCoupons } from './cafe-stamp-coupons';

/** What differs between two branches of the same cafe: who, where, and their own closure day. */
export type CafeBranch = {
  businessInfo: NonNullable<CompanyInput['businessInfo']>;
  contactInfo: NonNullable<CompanyInput['contactInfo']>;
  closureDate: string;
  notice: string;
  /** Seed stamp coupon settings (the demo cafe); the owned sample starts without any. */
  hasStampCoupons: boolean;
};

export const CAFE_YEONNAM: CafeBranch = {
  businessInfo: {
    shopName: '주문카페 연남점',
    brandName: '주문카페',
    ceoName: '김지은',
    address_name: '서울 마포구 연남동 239-49',
    road_address_name: '서울 마포구 성미산로 161',
    building_name: '',
    encryptedDetailAddress: '1층',
    postCode: '03978',
    geoPoint: { latitude: 37.5635, longitude: 126.9236 },
    businessRegistrationNumber: '105-25-18735',
    permitNumber: '제2024-서울마포-01187호',
  },
  contactInfo: { securedPhoneMain: '010-4821-3357', securedLandlineMain: '02-332-1024' },
  closureDate: '2027-02-07',
  notice: '연트럴파크 방향 1층입니다. 매주 월요일 오전은 원두 입고로 11시에 문을 열어요.',
  hasStampCoupons: true,
};

export const CAFE_HAPJEONG: CafeBranch = {
  businessInfo: {
    shopName: '샘플카페 합정점',
    brandName: '샘플카페',
    ceoName: '박사장',
    address_name: '서울 마포구 합정동 413',
    road_address_name: '서울 마포구 양화로 45',
    building_name: '메세나폴리스',
    encryptedDetailAddress: '지하 2층 B217호',
    postCode: '04036',
    geoPoint: { latitude: 37.5509, longitude: 126.9134 },
    businessRegistrationNumber: '105-31-74024',
    permitNumber: '제2025-서울마포-00342호',
  },
  contactInfo: { securedPhoneMain: '010-1000-0002', securedLandlineMain: '02-6011-0415' },
  closureDate: '2026-12-25',
  notice: '메세나폴리스 지하 2층 푸드코트 옆이에요. 주차 1시간 무료 (3만원 이상 구매 시).',
  hasStampCoupons: false,
};

const weekday = { isOpen: true, open: '08:00', close: '22:00', breakStart: null, breakEnd: null };
const weekend = { isOpen: true, open: '10:00', close: '22:00', breakStart: null, breakEnd: null };

/** A cafe branch (offline_store): takeout, dine-in and quick delivery, stamps 1 per drink. */
export const cafeSeed = (id: string, branch: CafeBranch): SeedCompany => {
  const catalogue = cafeCatalogue(id);
  const bagelIndex = catalogue.products.findIndex((p) => p.productName === '크림치즈 베이글') + 1;
  return {
    company: {
      id,
      companyType: 'offline_store',
      businessInfo: branch.businessInfo,
      contactInfo: branch.contactInfo,
      businessHours: {
        weeklyHours: {
          sunday: weekend,
          monday: { ...weekday, open: '11:00' },
          tuesday: weekday,
          wednesday: weekday,
          thursday: weekday,
          friday: { ...weekday, close: '23:00' },
          saturday: { ...weekend, close: '23:00' },
        },
        closureDates: [branch.closureDate],
      },
      orderSupport: {
        supportTakeout: true,
        supportDineIn: true,
        supportDelivery: true,
        supportParcel: false,
      },
      deliveryConfig: {
        type: 'quick',
        baseDistance: 1500,
        baseFee: 3000,
        additionalDistance: 500,
        additionalFee: 500,
        minimumOrderAmount: 12000,
        freeDeliveryThreshold: 30000,
        maxDistance: 4000,
      },
      bankAccount: {
        bankName: '카카오뱅크',
        accountNumber: '3333-21-4827153',
        accountHolder: branch.businessInfo.ceoName ?? '',
      },
      rewardPolicy: { saveType: 'stamp' },
      paymentSettings: { onsite: true, bank: true, card: true, kakaopay: true },
      rewardStampValue: 450,
      notice: branch.notice,
      isNoticeDisplay: true,
      menuSettings: {
        dayparts: [
          {
            id: 'dp_brunch',
            name: '브런치',
            days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
            start: '08:00',
            end: '14:00',
          },
        ],
        productDayparts: { [seedId('p', id, String(bagelIndex).padStart(3, '0'))]: ['dp_brunch'] },
        categoryOrderTypes: { [seedId('ctg', id, 'bean')]: ['takeout', 'dineIn', 'delivery'] },
      },
    },
    ...catalogue,
    couponDefinitions: branch.hasStampCoupons ? cafeStampCoupons(id) : [],
  };
};
