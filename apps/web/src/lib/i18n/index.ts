import { koShell } from './locales/ko';
import { createTranslator, type Messages } from './translator';

/**
 * Korean by default; English through the header switch, remembered on this device. Korean is bundled (every
 * first paint needs it); English loads on demand, which keeps it out of the /admin/login budget.
 */
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'jumun-language';

const storedLanguage = (): Language => {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
};

/** The app's one message store (translator.ts); `i18next.t` outside React, `useTranslation` inside. */
export const i18next = createTranslator('ko');
i18next.addResourceBundle('ko', 'translation', koShell);

// The API client's tests run without a DOM.
const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
i18next.subscribe((event) => {
  if (event === 'languageChanged') setDocumentLanguage(i18next.language);
});
setDocumentLanguage('ko');

/** Namespaces that load with their area's code (registerNamespace), by name: how to fetch their English. */
const areaNamespaces = new Map<string, () => Promise<Messages>>();

const loadNamespace = async (namespace: string, language: Language) => {
  const loadEnglish = areaNamespaces.get(namespace);
  if (language === 'ko' || !loadEnglish || i18next.hasResourceBundle(language, namespace)) return;
  i18next.addResourceBundle(language, namespace, await loadEnglish());
};

const ensureLoaded = async (language: Language) => {
  if (language === 'ko') return;
  const loads = [...areaNamespaces.keys()].map((namespace) => loadNamespace(namespace, language));
  if (!i18next.hasResourceBundle(language, 'translation')) {
    loads.push(
      import('./locales/en').then(({ en }) => {
        i18next.addResourceBundle('en', 'translation', en);
      }),
    );
  }
  await Promise.all(loads);
};

/**
 * An area's own messages (e.g. `storefront`), registered by the area's code when it loads, so one area's words do
 * not weigh on another area's first page (the storefront and /admin/login budgets). Korean comes with the
 * area's chunk; English is fetched when needed. Read them with `useTranslation(namespace)`.
 */
export const registerNamespace = (namespace: string, ko: Messages, loadEnglish: () => Promise<Messages>) => {
  if (!i18next.hasResourceBundle('ko', namespace)) i18next.addResourceBundle('ko', namespace, ko);
  areaNamespaces.set(namespace, loadEnglish);
  const current = i18next.language === 'en' ? 'en' : 'ko';
  if (current === 'en') void loadNamespace(namespace, current);
};

export const changeLanguage = async (language: Language) => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  await ensureLoaded(language);
  i18next.changeLanguage(language);
};

if (storedLanguage() === 'en') void changeLanguage('en');

export type { TFunction, TOptions } from './translator';
export { useTranslation } from './use-translation';
