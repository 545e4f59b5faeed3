import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@campus/shared';
import { describe, expect, it, vi } from 'vitest';
import de from '../../public/assets/i18n/de.json';
import en from '../../public/assets/i18n/en.json';
import { INVALID_RESPONSE, NETWORK_ERROR } from './api-client.ts';
import { createI18n, LANGUAGE_STORAGE_KEY, getStoredLanguage, resolveLanguage, storeLanguage, translationUrl } from './i18n.ts';

/** Every key path of a translation tree, with its value. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    entries.set(prefix, tree);
    return entries;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const deKeys = flatten(de);
const enKeys = flatten(en);

describe('translation files', () => {
  it('de and en have exactly the same keys', () => {
    expect([...deKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have no empty or non-text values', () => {
    for (const [file, keys] of [['de', deKeys], ['en', enKeys]] as const) {
      for (const [key, value] of keys) {
        expect(typeof value, `${file}: ${key}`).toBe('string');
        expect(String(value).trim(), `${file}: ${key}`).not.toBe('');
      }
    }
  });

  it('translate every error code the server or the client can produce', () => {
    for (const code of [...Object.values(ERROR_CODES), NETWORK_ERROR, INVALID_RESPONSE]) {
      expect(enKeys.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('contain every key the source code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    // i18next plurals: `t('x.count', { count })` reads `x.count_one` / `x.count_other`.
    const present = (key: string) => enKeys.has(key) || (enKeys.has(`${key}_one`) && enKeys.has(`${key}_other`));
    for (const key of used) expect(present(key), key).toBe(true);
  });
});

describe('language choice', () => {
  it('takes the URL prefix when it names one of our languages', () => {
    expect(resolveLanguage('/de/login-keycloak', 'en')).toBe('de');
    expect(resolveLanguage('/en/course-3/app/dashboard', 'de')).toBe('en');
  });

  it('falls back to the stored setting, then to en', () => {
    expect(resolveLanguage('/fr/login-keycloak', 'de')).toBe('de');
    expect(resolveLanguage('/login-keycloak', 'de')).toBe('de');
    expect(resolveLanguage('/login-keycloak', 'xx')).toBe('en');
    expect(resolveLanguage('/', null)).toBe('en');
  });

  it('stores the user setting under the spec key', () => {
    expect(getStoredLanguage()).toBeUndefined();
    storeLanguage('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(getStoredLanguage()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(getStoredLanguage()).toBeUndefined();
  });

  it('loads translations from assets/i18n/{lang}.json', () => {
    expect(translationUrl('de', '/')).toBe('/assets/i18n/de.json');
    expect(translationUrl('en', '/campus/')).toBe('/campus/assets/i18n/en.json');
  });
});

describe('createI18n', () => {
  it('fetches the language file and reflects the language in the document', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.endsWith('/de.json') ? de : en;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    const i18n = await createI18n({ language: 'de', fetch: fetch as unknown as typeof globalThis.fetch });

    expect(fetch).toHaveBeenCalledWith('/assets/i18n/de.json', expect.anything());
    expect(i18n.t('login.signIn')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');

    await i18n.changeLanguage('en');
    expect(i18n.t('login.signIn')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe(en.app.name);
  });

  it('shows keys rather than failing when the files cannot be loaded', async () => {
    const fetch = vi.fn(async () => new Response('missing', { status: 404 }));
    const i18n = await createI18n({ language: 'en', fetch: fetch as unknown as typeof globalThis.fetch });
    expect(i18n.t('login.signIn')).toBe('login.signIn');
  });
});
