import { describe, expect, it, vi } from 'vitest';
import { InitError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

/** A page as the server serves it: the configuration in a JSON data block (decision 037). */
const pageWith = (blockText: string) =>
  new DOMParser().parseFromString(
    `<html><head><script type="application/json" id="runtime-config">${blockText}</script></head></html>`,
    'text/html',
  );

const complete = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' };

describe('runtime configuration (spec §5)', () => {
  it('reads the API base URL and provider settings', () => {
    expect(
      parseRuntimeConfig({ apiBaseUrl: 'https://api.example.com/', auth: complete, smsProvider: 'console' }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      auth: complete,
      smsProvider: 'console',
    });
  });

  it('names every missing provider setting', () => {
    try {
      parseRuntimeConfig({ apiBaseUrl: '', auth: { apiKey: 'k', projectId: ' ' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InitError);
      expect((error as InitError).kind).toBe('missing-settings');
      expect((error as InitError).missing).toEqual(['authDomain', 'projectId', 'appId']);
      expect((error as InitError).message).toBe(
        'Environment variables missing: authDomain, projectId, appId',
      );
    }
  });

  it('fetches /runtime-config.json at start, bypassing the cache', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ apiBaseUrl: '', auth: complete }));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ apiBaseUrl: '' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/runtime-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails start-up clearly when the server cannot be reached', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 502 }));
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reads the copy in the page without a request', async () => {
    const fetchImpl = vi.fn(async () => Response.json({}));
    const doc = pageWith(JSON.stringify({ apiBaseUrl: 'https://api.example.com', auth: complete }));
    await expect(loadRuntimeConfig(fetchImpl, doc)).resolves.toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      auth: complete,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /runtime-config.json when the copy in the page is missing or unreadable', async () => {
    for (const doc of [document, pageWith('{not json')]) {
      const fetchImpl = vi.fn(async () => Response.json({ apiBaseUrl: '/x', auth: complete }));
      await expect(loadRuntimeConfig(fetchImpl, doc)).resolves.toMatchObject({ apiBaseUrl: '/x' });
      expect(fetchImpl).toHaveBeenCalledOnce();
    }
  });
});
