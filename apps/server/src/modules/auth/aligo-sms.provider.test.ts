import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aligoEnv, type FakeAligoGateway, startFakeAligoGateway } from '../../../test/fakes/aligo-gateway';
import { parseEnv } from '../../config/env';
import { createAligoSmsProvider } from './aligo-sms.provider';
import { createSmsProvider } from './auth.module';
import { createConsoleSmsProvider } from './sms.provider';

let gateway: FakeAligoGateway;
const config = () => ({ apiUrl: gateway.url, apiKey: 'k', userId: 'u', sender: '0212345678' });

beforeAll(async () => {
  gateway = await startFakeAligoGateway();
});
afterAll(async () => gateway.close());
beforeEach(() => {
  gateway.calls.length = 0;
  gateway.respondWith(200, { result_code: '1', message: 'success' });
});

describe('Aligo SMS provider', () => {
  it('posts the documented form fields to /send/ with a domestic receiver', async () => {
    await createAligoSmsProvider(config()).send('+821012345678', '인증번호 123456');
    expect(gateway.calls).toEqual([
      {
        key: 'k',
        user_id: 'u',
        sender: '0212345678',
        receiver: '01012345678',
        msg: '인증번호 123456',
        msg_type: 'SMS',
        contentType: 'application/x-www-form-urlencoded',
        path: '/send/',
      },
    ]);
  });

  it('accepts result_code 1 as a number too', async () => {
    gateway.respondWith(200, { result_code: 1, message: 'success' });
    await expect(createAligoSmsProvider(config()).send('+821012345678', 'x')).resolves.toBeUndefined();
  });

  it('fails when Aligo refuses (HTTP 200 with a negative result_code) or the HTTP call fails', async () => {
    gateway.respondWith(200, { result_code: '-101', message: '인증오류입니다.' });
    await expect(createAligoSmsProvider(config()).send('+821012345678', 'x')).rejects.toThrow(/-101/);
    gateway.respondWith(500, {});
    await expect(createAligoSmsProvider(config()).send('+821012345678', 'x')).rejects.toThrow(/HTTP 500/);
  });

  it('is chosen by SMS_PROVIDER=aligo and refuses to start without credentials', () => {
    const logger = { info: vi.fn() } as never;
    expect(createSmsProvider(parseEnv({ ...aligoEnv(gateway) }), logger).name).toBe('aligo');
    expect(() => createSmsProvider(parseEnv({ SMS_PROVIDER: 'aligo' }), logger)).toThrow(/ALIGO_API_KEY/);
  });
});

describe('console SMS provider', () => {
  it('writes the message to the server log at info level instead of sending it', async () => {
    const info = vi.fn();
    await createConsoleSmsProvider({ info } as never).send('+821012345678', '인증번호 654321');
    expect(info).toHaveBeenCalledWith({ to: '+821012345678', text: '인증번호 654321' }, expect.any(String));
    expect(createSmsProvider(parseEnv({}), { info } as never).name).toBe('console');
  });
});
