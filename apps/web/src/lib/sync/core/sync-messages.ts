import { i18next } from '../../i18n';

/** The spec's exact Korean (§5, §8), whatever the screen's language: the store and the tests hold these words. */
const korean = (key: string, values: Record<string, string> = {}) =>
  i18next.t(`sync.messages.${key}`, { ...values, lng: 'ko' });

/** Korean messages of spec §5 and §8 (lib/i18n/locales/ko/frame.ts `sync.messages`); tests compare against these. */
export const SYNC_MESSAGES = {
  deletedFailed: korean('deletedFailed'),
  modifiedFailed: korean('modifiedFailed'),
  syncFailed: korean('syncFailed'),
  companyMissing: korean('companyMissing'),
  notInjected: (name: 'saveItem' | 'saveItems' | 'deleteItem') => korean('notInjected', { name }),
} as const;

const KEY_OF_MESSAGE = new Map(
  (['deletedFailed', 'modifiedFailed', 'syncFailed', 'companyMissing'] as const).map((key) => [
    SYNC_MESSAGES[key],
    key,
  ]),
);

/** A sync error as the screen shows it: one of the messages above in the screen's language, anything else as it is. */
export const syncErrorText = (error: string): string => {
  const key = KEY_OF_MESSAGE.get(error);
  return key ? i18next.t(`sync.messages.${key}`) : error;
};

/** Thrown inside a sync run; the engine stores `message` as the store's error. */
export class SyncError extends Error {
  override readonly name = 'SyncError';
  readonly detail?: string;

  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}
