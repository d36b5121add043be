import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { createAligoSmsProvider } from './aligo-sms.provider';

/** Something that delivers a text to a phone (E.164). Throws when the message was not accepted. */
export type SmsProvider = {
  readonly name: string;
  send: (to: string, text: string) => Promise<void>;
};

/** Development default: the code goes to the server log instead of a phone (architecture brief §4). */
export const createConsoleSmsProvider = (logger: FastifyBaseLogger): SmsProvider => ({
  name: 'console',
  send: async (to, text) => {
    logger.info({ to, text }, 'SMS (console provider): not sent, logged instead');
  },
});

export const createSmsProvider = (env: Env, logger: FastifyBaseLogger): SmsProvider => {
  if (env.SMS_PROVIDER === 'console') return createConsoleSmsProvider(logger);
  if (!env.ALIGO_API_KEY || !env.ALIGO_USER_ID || !env.ALIGO_SENDER) {
    // Fail at start-up rather than on the first sign-in.
    throw new Error('SMS_PROVIDER=aligo needs ALIGO_API_KEY, ALIGO_USER_ID and ALIGO_SENDER');
  }
  return createAligoSmsProvider({
    apiUrl: env.ALIGO_API_URL,
    apiKey: env.ALIGO_API_KEY,
    userId: env.ALIGO_USER_ID,
    sender: env.ALIGO_SENDER,
  });
};
