/**
 * Which orders this device has printed (issue 12 §6: "이미 출력됨" guard), per company, kept for two days. A tablet
 * that reloads still knows; another device may print its own copy.
 */
const KEY_PREFIX = 'jumun-printed:';
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

type Printed = Record<string, number>;

const read = (companyId: string, storage: Storage): Printed => {
  try {
    return JSON.parse(storage.getItem(KEY_PREFIX + companyId) ?? '{}') as Printed;
  } catch {
    return {};
  }
};

export const wasPrinted = (companyId: string, printKey: string, storage: Storage = window.localStorage) =>
  printKey in read(companyId, storage);

export const markPrinted = (
  companyId: string,
  printKey: string,
  now = Date.now(),
  storage: Storage = window.localStorage,
) => {
  const kept = Object.entries(read(companyId, storage)).filter(([, at]) => now - at < KEEP_MS);
  try {
    storage.setItem(KEY_PREFIX + companyId, JSON.stringify(Object.fromEntries([...kept, [printKey, now]])));
  } catch {
    // Storage full or private mode: the guard lasts for this page only.
  }
};
