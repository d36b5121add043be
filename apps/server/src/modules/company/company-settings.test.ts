import { type Company, ERROR_MESSAGES } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { companies } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

/**
 * The company settings pages of issue #6 save the whole company through the generic document API. Each settings
 * kind round-trips, each refuses one invalid value with 400 naming the field, and secured fields stay encrypted at
 * rest and away from customers.
 */
const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const t = useTestApp();

const getCompany = async (): Promise<Company> => {
  const res = await t.app.inject({
    url: `/api/document/admin/company/${COMPANY}?companyId=`,
    headers: t.owner,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** What a settings page does: load, change its part, post the whole document with the loaded revision. */
const saveSettings = async (change: (company: Company) => Company) => {
  const current = await getCompany();
  return t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers: t.owner,
    payload: { companyId: '', item: change(current) },
  });
};

const expectRefusedField = (res: Awaited<ReturnType<typeof saveSettings>>, path: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.isSuccess).toBe(false);
  expect(body.message).toContain(path);
  expect(body.details.map((issue: { path: string }) => issue.path)).toContain(path);
};

describe('company settings through POST api/document/admin/company', () => {
  it('saves business info, contact phones, notice, bank account and images', async () => {
    const before = await getCompany();
    const res = await saveSettings((company) => ({
      ...company,
      businessInfo: {
        ...company.businessInfo,
        shopName: '샘플카페 망원점',
        road_address_name: '서울 마포구 포은로 88',
        encryptedDetailAddress: '2층',
        geoPoint: { latitude: 37.5563, longitude: 126.9065 },
        businessRegistrationNumber: '206-86-22912',
        telecomBusinessNumber: '제2026-서울마포-0101호',
      },
      contactInfo: { ...company.contactInfo, securedPhoneSub1: '010-2222-3333' },
      notice: '망원점이 새로 문을 열었어요.',
      isNoticeDisplay: true,
      bankAccount: { bankName: '국민은행', accountNumber: '123456-01-234567', accountHolder: '박사장' },
      imageGalleryFileNames: ['gallery_1.webp'],
    }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: COMPANY, revision: before.revision + 1 });

    const after = await getCompany();
    expect(after.businessInfo).toMatchObject({
      shopName: '샘플카페 망원점',
      encryptedDetailAddress: '2층',
      geoPoint: { latitude: 37.5563, longitude: 126.9065 },
      businessRegistrationNumber: '206-86-22912',
    });
    expect(after.contactInfo.securedPhoneSub1).toBe('010-2222-3333');
    expect(after.bankAccount.bankName).toBe('국민은행');
    expect(after.imageGalleryFileNames).toEqual(['gallery_1.webp']);

    // The 변경 기록 keeps the save, with the account number cut to its last four and the phone masked.
    const audit = await t.app.inject({
      url: `/api/admin/companies/${COMPANY}/audit?kind=company`,
      headers: t.owner,
    });
    const [row] = audit.json().data as { action: string; after: Record<string, Record<string, unknown>> }[];
    expect(row?.action).toBe('updated');
    expect(row?.after.bankAccount).toMatchObject({ bankName: '국민은행', accountNumber: '***4567' });
    expect(row?.after.contactInfo).toMatchObject({ securedPhoneSub1: '***' });
    expect(audit.body).not.toContain('123456-01');
    expect(audit.body).not.toContain('2222-3333');
  });

  it('refuses a 사업자등록번호 with a wrong check digit', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      businessInfo: { ...company.businessInfo, businessRegistrationNumber: '123-45-67890' },
    }));
    expectRefusedField(res, 'item.businessInfo.businessRegistrationNumber');
    expect(res.json().message).toContain('올바른 사업자등록번호가 아닙니다');
  });

  it('saves business hours, closure dates and a pause', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      businessHours: {
        ...company.businessHours,
        weeklyHours: {
          ...company.businessHours.weeklyHours,
          monday: { isOpen: false, open: '09:00', close: '21:00', breakStart: null, breakEnd: null },
          friday: { isOpen: true, open: '11:00', close: '02:00', breakStart: '15:00', breakEnd: '17:00' },
        },
        closureDates: ['2026-09-24', '2026-09-25', '2026-09-26'],
        pauseOrdersUntil: '2026-03-03T03:30:00.000Z',
      },
    }));
    expect(res.statusCode).toBe(200);
    const { businessHours } = await getCompany();
    expect(businessHours.weeklyHours.monday.isOpen).toBe(false);
    expect(businessHours.weeklyHours.friday).toMatchObject({ close: '02:00', breakStart: '15:00' });
    expect(businessHours.closureDates).toEqual(['2026-09-24', '2026-09-25', '2026-09-26']);
    expect(businessHours.pauseOrdersUntil).toBe('2026-03-03T03:30:00.000Z');
  });

  it('refuses an opening time that is not HH:MM', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      businessHours: {
        ...company.businessHours,
        weeklyHours: {
          ...company.businessHours.weeklyHours,
          tuesday: { ...company.businessHours.weeklyHours.tuesday, open: '25:00' },
        },
      },
    }));
    expectRefusedField(res, 'item.businessHours.weeklyHours.tuesday.open');
  });

  it('saves the delivery config', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      deliveryConfig: {
        ...company.deliveryConfig,
        type: 'quick',
        baseDistance: 1500,
        baseFee: 3500,
        additionalDistance: 500,
        additionalFee: 700,
        minimumOrderAmount: 12000,
        freeDeliveryThreshold: 40000,
        maxDistance: 4000,
      },
    }));
    expect(res.statusCode).toBe(200);
    expect((await getCompany()).deliveryConfig).toMatchObject({
      type: 'quick',
      baseFee: 3500,
      maxDistance: 4000,
    });
  });

  it('refuses an additional distance of 0 m', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      deliveryConfig: { ...company.deliveryConfig, additionalDistance: 0 },
    }));
    expectRefusedField(res, 'item.deliveryConfig.additionalDistance');
  });

  it('saves the order types accepted', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      orderSupport: {
        supportTakeout: true,
        supportDineIn: false,
        supportDelivery: true,
        supportParcel: true,
      },
    }));
    expect(res.statusCode).toBe(200);
    expect((await getCompany()).orderSupport).toEqual({
      supportTakeout: true,
      supportDineIn: false,
      supportDelivery: true,
      supportParcel: true,
    });
  });

  it('refuses an order type flag that is not a boolean', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      orderSupport: { ...company.orderSupport, supportDelivery: 'yes' as unknown as boolean },
    }));
    expectRefusedField(res, 'item.orderSupport.supportDelivery');
  });

  it('saves the Kakao channel, sender and template codes', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      kakaoInfo: {
        ...company.kakaoInfo,
        kakaoChannelId: '@샘플카페',
        securedSender: '02-6011-0499',
        securedSenderKey: 'sender-profile-key-1234',
        noticeCodeOrderComplete: 'TX_1001',
        noticeCodePurchaseStamp: 'TX_1004',
      },
    }));
    expect(res.statusCode).toBe(200);
    expect((await getCompany()).kakaoInfo).toMatchObject({
      kakaoChannelId: '@샘플카페',
      securedSender: '02-6011-0499',
      securedSenderKey: 'sender-profile-key-1234',
      noticeCodeOrderComplete: 'TX_1001',
      noticeCodeDeliveryStart: '',
    });
  });

  it('refuses a Kakao channel another live company holds with 409 (the unique index decides) and keeps its own', async () => {
    await t.database.db
      .update(companies)
      .set({ kakaoInfo: sql`jsonb_set(${companies.kakaoInfo}, '{kakaoChannelId}', '"@몰채널"')` })
      .where(eq(companies.id, 'demoMall'));
    const before = await getCompany();
    const res = await saveSettings((company) => ({
      ...company,
      kakaoInfo: { ...company.kakaoInfo, kakaoChannelId: '@몰채널' },
    }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERROR_MESSAGES.kakaoChannelTaken);
    expect((await getCompany()).kakaoInfo.kakaoChannelId).toBe(before.kakaoInfo.kakaoChannelId);
  });

  it('refuses a channel id without its @', async () => {
    const res = await saveSettings((company) => ({
      ...company,
      kakaoInfo: { ...company.kakaoInfo, kakaoChannelId: '샘플 카페' },
    }));
    expectRefusedField(res, 'item.kakaoInfo.kakaoChannelId');
  });

  it('refuses a stale revision with 409 and writes nothing', async () => {
    const current = await getCompany();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/company',
      headers: t.owner,
      payload: {
        companyId: '',
        item: { ...current, notice: '덮어쓰면 안 되는 공지', revision: current.revision - 1 },
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERROR_MESSAGES.staleRevision);
    const after = await getCompany();
    expect(after.revision).toBe(current.revision);
    expect(after.notice).toBe(current.notice);
  });
});

describe('secured company fields', () => {
  const PLAIN = {
    sender: '02-6011-0499',
    senderKey: 'sender-profile-key-1234',
    detail: '2층',
    phoneSub: '010-2222-3333',
  };

  it('come back decrypted to the administrator', async () => {
    const company = await getCompany();
    expect(company.kakaoInfo.securedSender).toBe(PLAIN.sender);
    expect(company.kakaoInfo.securedSenderKey).toBe(PLAIN.senderKey);
    expect(company.businessInfo.encryptedDetailAddress).toBe(PLAIN.detail);
    expect(company.contactInfo.securedPhoneSub1).toBe(PLAIN.phoneSub);
  });

  it('are ciphertext in the database row', async () => {
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, COMPANY));
    if (!row) throw new Error('company row missing');
    const stored = [
      row.kakaoInfo.securedSender,
      row.kakaoInfo.securedSenderKey,
      row.businessInfo.encryptedDetailAddress,
      row.contactInfo.securedPhoneSub1,
    ];
    for (const value of stored) expect(value).toMatch(/^gcm1:/);
    const rowText = JSON.stringify(row);
    for (const plain of [PLAIN.sender, PLAIN.senderKey, PLAIN.phoneSub]) expect(rowText).not.toContain(plain);
  });

  it('are absent from the customer view of the company', async () => {
    const res = await t.app.inject({ url: `/api/document/user/company/${COMPANY}?companyId=` });
    expect(res.statusCode).toBe(200);
    const company = res.json().data;
    // Not sent at all: the public company is built from an allow-list (packages/shared public-company.ts).
    expect(company.kakaoInfo).not.toHaveProperty('securedSender');
    expect(company.kakaoInfo).not.toHaveProperty('securedSenderKey');
    expect(company.businessInfo).not.toHaveProperty('encryptedDetailAddress');
    expect(company.contactInfo).not.toHaveProperty('securedPhoneMain');
    expect(company.contactInfo).not.toHaveProperty('securedPhoneSub1');
    // The channel id is public: customers add the channel to receive the messages.
    expect(company.kakaoInfo.kakaoChannelId).toBe('@샘플카페');
    for (const plain of [PLAIN.sender, PLAIN.senderKey, PLAIN.phoneSub])
      expect(res.body).not.toContain(plain);
  });
});
