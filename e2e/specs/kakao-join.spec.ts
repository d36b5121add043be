import { expect, test } from '../fixtures/auth';

/**
 * Issue 15, 이용신청 with a Kakao channel (KAKAO_PROVIDER=console: code 123456): a demo administrator connects a
 * channel, the channel name fills the shop name, and the registered shop's channel is taken for everyone else.
 */
test.describe.configure({ timeout: 90_000 });

test('a demo administrator connects a Kakao channel and registers the shop under its name', async ({
  demoAdminPage: page,
  request,
}) => {
  const channelId = `@e2e${Date.now().toString(36)}`;
  await page.goto('/admin/join');
  await page.getByRole('textbox', { name: '채널 검색용 아이디' }).fill(`${channelId}!`);
  await page.getByRole('textbox', { name: '채널 관리자 휴대폰 번호' }).fill('010-3333-4444');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill('000000');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByTestId('kakao-error')).toContainText('카카오 채널 인증에 실패했습니다');
  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill('123456');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByTestId('kakao-connected')).toContainText(channelId);
  await expect(page.getByRole('textbox', { name: /가게 이름/ })).toHaveValue(`${channelId.slice(1)} 채널`);

  await page.getByRole('textbox', { name: /가게 연락처/ }).fill('010-3333-4444');
  await page.getByRole('button', { name: '가게 등록하기' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });

  const tokens = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('jumun.auth.tokens') ?? '{}'),
  );
  const search = await request.get(
    `/api/companies/search-by-kakao-channel-id?kakaoChannelId=${encodeURIComponent(channelId)}`,
    {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    },
  );
  expect((await search.json()).data).toHaveLength(1);
});
