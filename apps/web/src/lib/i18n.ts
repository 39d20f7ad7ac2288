import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.includes(value as Language);
}

/** A saved choice wins; otherwise Russian browsers get Russian and everyone else English. */
export function detectLanguage(
  stored: string | null,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Brings a language's shared texts into i18next. English ships in the entry chunk (it is also the
 * fallback); Russian is a separate chunk fetched only when someone reads in Russian, so English
 * visitors of the landing page do not download it.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: texts } = await import('../locales/ru.json');
  i18n.addResourceBundle(language, 'translation', texts);
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

// The build also renders public pages in Node (src/prerender), where neither exists.
const inBrowser = typeof document !== 'undefined';

i18n.on('languageChanged', (language) => {
  if (inBrowser) document.documentElement.lang = language;
});

const initialLanguage = detectLanguage(
  readStoredLanguage(),
  inBrowser ? navigator.language : undefined,
);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * Settles when the detected language's texts are in place; the app renders after it, so a Russian
 * visitor never sees English first. Should the chunk fail to load, English stands in.
 */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage)
  // i18next settled `resolvedLanguage` on English when it started without these texts: choosing
  // the language again, now that they are here, makes every reader (the switchers) see Russian.
  .then(async () => {
    if (initialLanguage !== 'en') await i18n.changeLanguage(initialLanguage);
  })
  .catch(() => {});

export { i18n };
