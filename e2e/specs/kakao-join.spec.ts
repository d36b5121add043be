import { FAKE_KAKAO_CODE } from '../../apps/server/test/fakes/aligo-kakao-gateway';
import { expect, PHONES, signInViaApi, storeSession, test } from '../fixtures/auth';

/**
 * Issue 15, 이용신청 with a Kakao channel, through the Aligo adapter against the fake gateway the global setup starts:
 * a wrong code is refused with Aligo's words, the right one connects the channel and its name fills the shop name,
 * and once the shop is registered another new administrator cannot connect the same channel.
 */
test.describe.configure({ timeout: 90_000 });

const MANAGER_PHONE = '010-3333-4444';

test('a demo administrator connects a Kakao channel and registers the shop; the channel is then taken', async ({
  demoAdminPage: page,
  browser,
  request,
}) => {
  const channelId = `@e2e${Date.now().toString(36)}`;
  await page.goto('/admin/join');
  await page.getByRole('textbox', { name: '채널 검색용 아이디' }).fill(`${channelId}!`);
  await page.getByRole('textbox', { name: '채널 관리자 휴대폰 번호' }).fill(MANAGER_PHONE);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill('000000');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByTestId('kakao-error')).toContainText(
    '카카오 채널 인증에 실패했습니다: 인증번호가 일치하지 않습니다.',
  );
  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill(FAKE_KAKAO_CODE);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByTestId('kakao-connected')).toContainText(channelId);
  // The fake names a channel `<id> 카페`, as Aligo returns the channel's own name.
  await expect(page.getByRole('textbox', { name: /가게 이름/ })).toHaveValue(`${channelId.slice(1)} 카페`);

  await page.getByRole('textbox', { name: /가게 연락처/ }).fill(MANAGER_PHONE);
  await page.getByRole('button', { name: '가게 등록하기' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await storeSession(other, await signInViaApi(request, PHONES.secondDemo));
    await other.goto('/admin/join');
    await other.getByRole('textbox', { name: '채널 검색용 아이디' }).fill(channelId);
    await other.getByRole('textbox', { name: '채널 관리자 휴대폰 번호' }).fill(MANAGER_PHONE);
    await other.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(other.getByTestId('kakao-error')).toContainText('이미 다른 가게에 등록된 카카오 채널');
    await expect(other.getByRole('textbox', { name: '인증번호 6자리' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
