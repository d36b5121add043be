import { expect, PHONES, signInViaApi, storeSession, TEST_CODE, test } from '../fixtures/auth';
import { COMPANY_ID } from '../fixtures/shop';

// Two browsers and two sign-ins on a shared two-core machine: more than the default 45 s.
test.describe.configure({ timeout: 150_000 });

/**
 * Roles per company (issue 14): the owner invites a 직원 by link, the 직원 joins in another browser and runs the
 * shop floor but cannot edit prices or see the bank account; removed, they are out of the company within 5 s. The
 * operator suspends a company: its storefront is closed and its owner cannot save. The 변경 기록 shows it all.
 */
test('an invited 직원 runs the floor, cannot touch prices or the account, and is out within 5 s of removal', async ({
  ownerPage,
  browser,
  request,
}) => {
  ownerPage.on('dialog', (dialog) => void dialog.accept());
  await ownerPage.goto('/admin/invite');
  await expect(ownerPage.getByRole('heading', { name: '직원 관리' })).toBeVisible({ timeout: 30_000 });
  await ownerPage.getByTestId('invite-create').click();
  const link = (await ownerPage.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toContain('/admin/invite/');
  await expect(ownerPage.getByRole('img', { name: '초대 QR 코드' })).toBeVisible();

  // The invitee: a second browser, signed out; the link leads through the sign-in with their own phone (a demo
  // administrator until now) and back to the invitation.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const invitePath = new URL(link).pathname;
  await staff.goto(invitePath);
  await expect(staff).toHaveURL(/\/admin\/login\?next=/, { timeout: 30_000 });
  await staff.getByLabel('휴대폰 번호').fill('010-0000-0001');
  await staff.getByRole('button', { name: '인증번호 받기' }).click();
  await staff.getByLabel('인증번호 6자리').fill(TEST_CODE);
  await staff.getByRole('button', { name: '로그인' }).click();
  await expect(staff).toHaveURL(new RegExp(`${invitePath}$`), { timeout: 30_000 });
  await expect(staff.getByTestId('invite-summary')).toContainText('샘플카페 합정점', { timeout: 30_000 });
  await expect(staff.getByTestId('invite-summary')).toContainText('직원');
  await staff.getByTestId('invite-accept').click();
  await expect(staff.getByRole('heading', { name: '주문 관리' })).toBeVisible({ timeout: 15_000 });

  await staff.goto('/admin/product');
  await expect(staff.getByTestId('role-read-only-notice')).toBeVisible({ timeout: 15_000 });
  const soldOut = staff.getByRole('button', { name: /아메리카노 품절 설정/ }).first();
  await expect(soldOut).toBeEnabled();
  await staff.getByRole('button', { name: '더보기' }).click();
  await expect(staff.getByRole('menuitem', { name: '가격 일괄 수정' })).toBeDisabled();
  await staff.keyboard.press('Escape');

  await staff.goto('/admin/company/edit-business-info');
  await expect(staff.getByTestId('bank-account-owner-only')).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByLabel('계좌번호')).toHaveCount(0);

  // The owner removes them; the 직원's open screen leaves the company within 5 s, and so does the API.
  const staffReadsOrders = async () => {
    const tokens = await staff.evaluate(() =>
      JSON.parse(window.localStorage.getItem('jumun.auth.tokens') ?? '{}'),
    );
    return request.get(`/api/orders/listByDateAdmin?companyId=${COMPANY_ID}&searchDate=20260101`, {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
  };
  expect((await staffReadsOrders()).status()).toBe(200);
  await staff.goto('/admin/product');
  await expect(staff.getByTestId('role-read-only-notice')).toBeVisible({ timeout: 15_000 });
  await ownerPage.reload();
  const row = ownerPage.getByTestId('member-0001');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '내보내기' }).click();
  const removedAt = Date.now();
  // Where they land depends on what else this phone has: the demo cafe, or a shop of its own (kakao-join.spec
  // registers one for it earlier in the run). Either way the 직원 notice of 합정점 is gone.
  await expect(staff.getByTestId('role-read-only-notice')).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - removedAt).toBeLessThan(5_000);
  expect((await staffReadsOrders()).status()).toBe(403);

  await ownerPage.goto('/admin/audit');
  const table = ownerPage.getByTestId('audit-table');
  await expect(table).toContainText('내보냄', { timeout: 30_000 });
  await expect(table).toContainText('합류');
  await expect(table).toContainText('role: staff');
  // The invitation itself, newest first: made by the 대표, for a 직원 (its after side; nothing before).
  const invitation = table
    .getByTestId('audit-row')
    .filter({ hasText: '초대 · ' })
    .filter({ hasText: '만듦' })
    .first();
  await expect(invitation).toContainText('role: staff');
  await expect(invitation).toContainText('대표');
  await staffContext.close();
});

test('a suspended company is closed to customers and read-only for its owner; the log shows the operator', async ({
  superAdminPage,
  browser,
  request,
}) => {
  await superAdminPage.goto('/super/companies');
  await superAdminPage.getByTestId('super-company-search').fill('샘플카페');
  await superAdminPage.getByTestId('super-company-row').filter({ hasText: COMPANY_ID }).click();
  await superAdminPage.getByTestId('super-company-toggle-status').click();
  await expect(superAdminPage.getByTestId('super-company-status')).toHaveText('중지됨');

  try {
    const customer = await browser.newPage();
    await customer.goto(`/user/${COMPANY_ID}`);
    await expect(customer.getByText('지금은 주문을 받지 않아요').first()).toBeVisible({ timeout: 15_000 });
    await customer.close();

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await storeSession(owner, await signInViaApi(request, PHONES.owner));
    await owner.goto('/admin/company/edit-business-info');
    const building = owner.getByLabel('건물 이름');
    await expect(building).toBeVisible({ timeout: 15_000 });
    await building.fill(`중지 확인 ${Date.now()}`);
    await owner.getByRole('button', { name: '저장', exact: true }).click();
    await expect(owner.getByText(/운영팀이 이 회사의 이용을 중지했습니다/).first()).toBeVisible();

    // The suspension with both sides: the operator's change from active to suspended, at this company.
    await superAdminPage.goto('/super/audit');
    const suspension = superAdminPage
      .getByTestId('super-audit-table')
      .getByTestId('audit-row')
      .filter({ hasText: COMPANY_ID })
      .filter({ hasText: '운영팀 변경' })
      .first();
    await expect(suspension).toContainText('status: active → status: suspended', { timeout: 15_000 });
    await ownerContext.close();
  } finally {
    await superAdminPage.goto('/super/companies');
    await superAdminPage.getByTestId('super-company-search').fill('샘플카페');
    await superAdminPage.getByTestId('super-company-row').filter({ hasText: COMPANY_ID }).click();
    const status = superAdminPage.getByTestId('super-company-status');
    if ((await status.textContent()) === '중지됨')
      await superAdminPage.getByTestId('super-company-toggle-status').click();
    await expect(status).toHaveText('운영 중');
  }
});
