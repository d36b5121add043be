import { PARTICLES, type ParticlePair, withParticle } from '@jumun/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ko } from './locales/ko';

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

void i18next.use(initReactI18next).init({
  resources: { ko: { translation: ko } },
  lng: 'ko',
  fallbackLng: 'ko',
  // Resources are bundled, so initialise synchronously: the first render already has its words.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // A namespace's English arrives after its pages render (registerNamespace): re-render when it is added.
  react: { bindI18nStore: 'added' },
});

/**
 * `{{name, 을/를}}` in a Korean message appends the particle the noun takes (`@jumun/shared` text/korean-particle.ts); other
 * languages get the noun alone. Registered for every pair, so a message names the pair it needs.
 */
for (const pair of Object.keys(PARTICLES) as ParticlePair[]) {
  i18next.services.formatter?.add(pair, (value, language) => {
    const noun = String(value ?? '');
    return language === 'ko' ? withParticle(noun, pair) : noun;
  });
}

// The API client's tests run without a DOM.
const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
i18next.on('languageChanged', setDocumentLanguage);
setDocumentLanguage('ko');

type Messages = Record<string, unknown>;
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
  await i18next.changeLanguage(language);
};

if (storedLanguage() === 'en') void changeLanguage('en');

export { i18next };
