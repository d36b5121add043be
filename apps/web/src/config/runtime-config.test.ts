import { describe, expect, it, vi } from 'vitest';
import { InitError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

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
});
