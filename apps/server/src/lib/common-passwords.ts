// Refuses passwords that attackers try first: a list of the most common passwords (common-passwords.txt),
// those words with digits/symbols stuck on ("Password2024!"), short repeated patterns, and the account's
// own email or name. Used on set/change only; sign-in compares the stored hash and nothing else.
import { readFileSync } from 'node:fs';

function loadList(): ReadonlySet<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  const words = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim();
    if (word.length === 0 || word.startsWith('#')) continue;
    words.add(normalise(word));
  }
  return words;
}

function normalise(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

let list: ReadonlySet<string> | undefined;

/** The normalised list (loaded once, lazily). */
export function commonPasswords(): ReadonlySet<string> {
  list ??= loadList();
  return list;
}

// Decorations people add to a weak word to pass "must contain a digit/symbol" rules.
const DECORATION = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;
// Common character substitutions ("p@ssw0rd").
const LEET: Readonly<Record<string, string>> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

function unLeet(value: string): string {
  return value.replace(/[@43!10$57]/g, (char) => LEET[char] ?? char);
}

export interface PasswordContext {
  email?: string;
  displayName?: string;
}

/** True when the password is common, a decorated common word, a repeated pattern, or the user's own name/email. */
export function isCommonPassword(password: string, context: PasswordContext = {}): boolean {
  const words = commonPasswords();
  const value = normalise(password);
  if (words.has(value)) return true;

  const core = value.replace(DECORATION, '');
  const deLeeted = unLeet(value);
  // Decorated forms count only when a real word of four or more characters is left.
  const candidates = [core, unLeet(core), deLeeted.replace(DECORATION, '')].filter((word) => word.length >= 4);
  if (words.has(deLeeted) || candidates.some((word) => words.has(word))) return true;

  // "aaaaaaaa", "abcabcabc", "12121212": one to three characters repeated.
  if (/^(.{1,3})\1+$/u.test(value)) return true;

  const personal = personalWords(context);
  return personal.some((word) => value === word || core === word || value.includes(word));
}

function personalWords(context: PasswordContext): string[] {
  const words: string[] = [];
  if (context.email) {
    const email = normalise(context.email);
    words.push(email);
    const local = email.split('@')[0] ?? '';
    if (local.length >= 4) words.push(local);
  }
  if (context.displayName) {
    for (const part of normalise(context.displayName).split(/\s+/)) {
      if (part.length >= 4) words.push(part);
    }
  }
  return words;
}
