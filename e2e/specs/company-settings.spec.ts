import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PHONES, signInViaApi, test } from '../fixtures/auth';

/** The company settings pages of issue #6, as the owner of the seeded company coJumunSample. */
const COMPANY_ID = 'coJumunSample';
const COMPANY_URL = `/api/document/admin/company/${COMPANY_ID}?companyId=`;

type Company = Record<string, unknown> & { revision: number };

/** Each test leaves the company as it found it: other specs read the same seeded document. */
const companySnapshot = async (request: APIRequestContext) => {
  const { idToken } = await signInViaApi(request, PHONES.owner);
  const headers = { Authorization: `Bearer ${idToken}` };
  const get = async (): Promise<Company> => (await (await request.get(COMPANY_URL, { headers })).json()).data;
  const original = await get();
  return {
    get,
    restore: async () => {
      const current = await get();
      const response = await request.post('/api/document/admin/company', {
        headers,
        data: { companyId: '', item: { ...original, revision: current.revision } },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
};

let snapshot: Awaited<ReturnType<typeof companySnapshot>>;
test.beforeEach(async ({ request }) => {
  snapshot = await companySnapshot(request);
});
test.afterEach(async () => snapshot.restore());

const openSettings = async (page: Page, path: string, ready: string) => {
  await page.goto(path);
  await expect(page.getByLabel(ready).first()).toBeVisible({ timeout: 30_000 });
};

const save = async (page: Page) => {
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('변경 사항 없음')).toBeVisible();
};

test.describe('business info', () => {
  const PATH = '/admin/company/edit-business-info';

  test('edits names, registration number and order types and keeps them after a reload', async ({
    ownerPage,
  }) => {
    await openSettings(ownerPage, PATH, '상호');
    await expect(ownerPage.getByLabel('상호')).toHaveValue('샘플카페 합정점');
    await ownerPage.getByLabel('브랜드').fill('샘플카페 프리미엄');
    await ownerPage.getByLabel('사업자 등록번호').fill('2068622912');
    await ownerPage.getByLabel('사업자 등록번호').blur();
    await expect(ownerPage.getByLabel('사업자 등록번호')).toHaveValue('206-86-22912');
    await ownerPage.getByLabel('택배', { exact: true }).check();
    await ownerPage.getByLabel('위도').fill('37.5563');
    await save(ownerPage);

    await ownerPage.reload();
    await expect(ownerPage.getByLabel('브랜드')).toHaveValue('샘플카페 프리미엄');
    await expect(ownerPage.getByLabel('사업자 등록번호')).toHaveValue('206-86-22912');
    await expect(ownerPage.getByLabel('택배', { exact: true })).toBeChecked();
    expect((await snapshot.get()).orderSupport).toMatchObject({ supportParcel: true });
  });

  test('refuses a registration number with a wrong check digit', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '상호');
    await ownerPage.getByLabel('사업자 등록번호').fill('123-45-67890');
    await ownerPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(ownerPage.getByText('올바른 사업자등록번호가 아닙니다 (숫자 10자리)')).toBeVisible();
    expect(
      ((await snapshot.get()).businessInfo as { businessRegistrationNumber: string })
        .businessRegistrationNumber,
    ).toBe('105-31-74024');
  });
});

test.describe('business hours', () => {
  const PATH = '/admin/company/edit-business-hours';

  test('closes a weekday, adds a holiday, pauses orders and shows it in the preview', async ({
    ownerPage,
  }) => {
    await openSettings(ownerPage, PATH, '월요일 여는 시간');
    await expect(ownerPage.getByTestId('open-status-text')).toContainText('지금:');

    // Mantine draws the track over the visually hidden input: toggle the input itself.
    await ownerPage.getByRole('switch', { name: '수요일 영업' }).uncheck({ force: true });
    const holiday = ownerPage.getByRole('button', { name: /휴무일로 추가/ }).first();
    const holidayLabel = (await holiday.getAttribute('aria-label')) ?? '';
    await holiday.click();
    await save(ownerPage);

    await ownerPage.getByRole('button', { name: '30분' }).click();
    await expect(ownerPage.getByText(/까지 주문을 멈췄습니다$/)).toBeVisible();
    await expect(ownerPage.getByTestId('open-status-text')).toContainText('부터 다시 주문을 받아요');

    await ownerPage.reload();
    await expect(ownerPage.getByRole('switch', { name: '수요일 영업' })).not.toBeChecked();
    const hours = (await snapshot.get()).businessHours as {
      closureDates: string[];
      pauseOrdersUntil: string;
    };
    expect(hours.closureDates.length).toBeGreaterThan(0);
    expect(holidayLabel).toContain('휴무일로 추가');
    expect(Date.parse(hours.pauseOrdersUntil)).toBeGreaterThan(Date.now());
  });

  test('refuses an empty opening time', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '월요일 여는 시간');
    await ownerPage.getByLabel('금요일 여는 시간').fill('');
    await ownerPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(ownerPage.getByText('HH:MM 형식이어야 합니다')).toBeVisible();
  });
});

test.describe('delivery config', () => {
  const PATH = '/admin/company/edit-delivery-config';

  test('sets distance fees, tests a fee and saves', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '최소 주문 금액');
    await ownerPage.getByText('거리별 (배달 · 퀵)').click();
    await ownerPage.getByLabel('기본 거리').fill('1000');
    await ownerPage.getByLabel('기본 요금').fill('3000');
    await ownerPage.getByLabel('추가 거리 단위').fill('500');
    await ownerPage.getByLabel('추가 요금').fill('500');
    await ownerPage.getByLabel('최소 주문 금액').fill('10000');
    await ownerPage.getByLabel('가게에서 거리').fill('2300');
    await expect(ownerPage.getByTestId('fee-test-fee')).toHaveText('배달비 4,500원');
    await expect(ownerPage.getByTestId('fee-test-allowed')).toHaveText('주문할 수 있습니다');
    await save(ownerPage);

    expect((await snapshot.get()).deliveryConfig).toMatchObject({
      type: 'quick',
      baseDistance: 1000,
      additionalFee: 500,
      minimumOrderAmount: 10000,
    });
  });

  test('refuses an additional distance of 0 m', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '최소 주문 금액');
    await ownerPage.getByText('거리별 (배달 · 퀵)').click();
    await ownerPage.getByLabel('추가 거리 단위').fill('0');
    await ownerPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(ownerPage.getByText('1 이상이어야 합니다')).toBeVisible();
  });
});

test.describe('Kakao channel settings', () => {
  const PATH = '/admin/settings';

  test('saves the channel, the sender and a template code; the key stays masked', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '주문 완료 템플릿 코드');
    await expect(ownerPage.getByRole('link', { name: /메뉴 노출 설정/ }).last()).toBeVisible();
    await expect(ownerPage.getByTestId('template-status-noticeCodeOrderComplete')).toHaveText(
      '코드 없음 · 문자로 보냄',
    );

    await ownerPage.getByLabel('채널 ID').fill('샘플카페');
    await ownerPage.getByLabel('채널 ID').blur();
    await expect(ownerPage.getByLabel('채널 ID')).toHaveValue('@샘플카페');
    await ownerPage.getByLabel('발신 전화번호').fill('02-6011-0499');
    const senderKey = ownerPage.locator('input[autocomplete="off"][type="password"]');
    await senderKey.fill('e2e-sender-key');
    await ownerPage.getByLabel('주문 완료 템플릿 코드').fill('TX_1001');
    await expect(ownerPage.getByTestId('template-status-noticeCodeOrderComplete')).toHaveText('코드 입력됨');
    await save(ownerPage);

    await ownerPage.reload();
    await expect(ownerPage.getByLabel('채널 ID')).toHaveValue('@샘플카페');
    await expect(ownerPage.locator('input[type="password"]')).toHaveValue('e2e-sender-key');
    expect((await snapshot.get()).kakaoInfo).toMatchObject({ securedSenderKey: 'e2e-sender-key' });
  });

  test('refuses a sender number that is not a phone number', async ({ ownerPage }) => {
    await openSettings(ownerPage, PATH, '주문 완료 템플릿 코드');
    await ownerPage.getByLabel('발신 전화번호').fill('02-12');
    await ownerPage.getByRole('button', { name: '저장', exact: true }).click();
    await expect(ownerPage.getByText(/발신번호는 전화번호 형식이어야 합니다/)).toBeVisible();
  });
});

test('a demo administrator sees the settings read-only', async ({ demoAdminPage }) => {
  await openSettings(demoAdminPage, '/admin/company/edit-business-info', '상호');
  await expect(demoAdminPage.getByLabel('상호')).toBeDisabled();
  await expect(demoAdminPage.getByRole('button', { name: '저장', exact: true })).toBeDisabled();
});
