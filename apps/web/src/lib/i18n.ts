// i18next with `de` and `en`, loaded from assets/i18n/{lang}.json (spec §7). The language is the URL's
// two-letter prefix when it names one of ours, else the user's stored setting, else `en`.
import { DEFAULT_LANGUAGE, LANGUAGES, parseAppPath } from '@campus/shared';
import type { Language } from '@campus/shared';
import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ReadCallback, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** localStorage key of the user's language setting (spec §3 local preference keys). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function getStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The language to show for a path: URL prefix (if ours), then the stored setting, then the default. */
export function resolveLanguage(pathname: string, stored: string | null | undefined): Language {
  const prefix = parseAppPath(pathname).language;
  if (isLanguage(prefix)) return prefix;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

/** The language prefix of a path when it names one of our languages. */
export function languagePrefixOf(pathname: string): Language | undefined {
  const prefix = parseAppPath(pathname).language;
  return isLanguage(prefix) ? prefix : undefined;
}

export function translationUrl(language: string, baseUrl: string = import.meta.env.BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/assets/i18n/${encodeURIComponent(language)}.json`;
}

/** i18next backend that fetches one JSON file per language (one namespace, `translation`). */
export function createFetchBackend(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      fetchImpl(translationUrl(language), { headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`translations for ${language}: HTTP ${response.status}`);
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
    },
  };
}

export interface I18nOptions {
  language: Language;
  /** Translations given up front (tests); otherwise they are fetched. */
  resources?: Resource;
  fetch?: typeof fetch;
}

/** Keeps `<html lang>` and the tab title in step with the language. */
function reflectLanguage(instance: I18n): void {
  const apply = (): void => {
    document.documentElement.lang = instance.resolvedLanguage ?? instance.language;
    document.title = instance.t('app.name');
  };
  instance.on('languageChanged', apply);
  apply();
}

export async function createI18n(options: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(createFetchBackend(options.fetch));
  instance.use(initReactI18next);
  await instance.init({
    lng: options.language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    resources: options.resources,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
    showSupportNotice: false, // keeps the console (and test output) free of advertising
  });
  reflectLanguage(instance);
  return instance;
}
