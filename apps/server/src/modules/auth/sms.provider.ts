import type { FastifyBaseLogger } from 'fastify';

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
