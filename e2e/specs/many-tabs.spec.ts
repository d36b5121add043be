import { expect, test } from '../fixtures/auth';

/**
 * An owner keeps the order board, the dashboard and the message list open in tabs of one browser, then opens a
 * fourth. A browser opens at most six HTTP/1.1 connections to a host, across its tabs, and each realtime stream
 * holds one: when every screen opened its own stream next to the catalogue sync's, these three tabs held all six
 * and the fourth page never loaded. Each tab now shares one stream per company (lib/sync/admin-streams.ts).
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('three back-office tabs hold one realtime stream each, and a fourth tab still loads', async ({
  ownerPage,
}) => {
  test.setTimeout(90_000);
  const context = ownerPage.context();
  const streamsOpened = new Map<string, number>();
  const opened = [];
  for (const path of ['/admin/orders', '/admin/dashboard', '/admin/notifications']) {
    const tab = await context.newPage();
    tab.on('request', (request) => {
      if (request.url().includes('/api/realtime/'))
        streamsOpened.set(path, (streamsOpened.get(path) ?? 0) + 1);
    });
    await tab.goto(path);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    opened.push(tab);
  }
  // Each screen's own listener and the catalogue sync share the tab's stream: one each, not two.
  await expect.poll(() => [...streamsOpened.values()]).toEqual([1, 1, 1]);

  const fourth = await context.newPage();
  await fourth.goto('/admin/product');
  await expect(fourth.getByRole('table', { name: '상품 목록' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 15_000,
  });
  // Still one each: nothing reconnected meanwhile.
  expect([...streamsOpened.values()]).toEqual([1, 1, 1]);
});
