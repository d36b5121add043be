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
});

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = 'ko';

const ensureLoaded = async (language: Language) => {
  if (language === 'ko' || i18next.hasResourceBundle(language, 'translation')) return;
  const { en } = await import('./locales/en');
  i18next.addResourceBundle('en', 'translation', en);
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
