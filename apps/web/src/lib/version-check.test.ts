import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, isNewerBuild, LATEST_BUILD_PATH, VERSION_POLL_INTERVAL_MS } from './version-check';

describe('new-version check', () => {
  it('polls builds/latest.json every minute without the HTTP cache', async () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(60_000);
    const fetchImpl = vi.fn(async () =>
      Response.json({ buildId: 'b2', builtAt: '2026-11-22T00:00:00.000Z' }),
    );
    await expect(fetchLatestBuild(fetchImpl)).resolves.toEqual({
      buildId: 'b2',
      builtAt: '2026-11-22T00:00:00.000Z',
    });
    expect(fetchImpl).toHaveBeenCalledWith(LATEST_BUILD_PATH, { cache: 'no-store' });
  });

  it('reports a new version only when the build id differs', () => {
    expect(isNewerBuild({ buildId: 'b1', builtAt: '' }, 'b1')).toBe(false);
    expect(isNewerBuild({ buildId: 'b2', builtAt: '' }, 'b1')).toBe(true);
    expect(isNewerBuild(undefined, 'b1')).toBe(false);
  });
});
