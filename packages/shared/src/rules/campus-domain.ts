// Domain management of a campus (issue 18, `/campus_settings/domain-management`; zod-free, imported by the
// web as `@campus/shared/rules/campus-domain`): the rules for sites, the campus's e-mail domains (sign-up
// and SSO account matching) and the target-group options courses offer (spec §3 course_target_group_options).

/** Longest site name, in characters. */
export const SITE_NAME_MAX_LENGTH = 120;
/** Longest target-group option, in characters. */
export const TARGET_GROUP_OPTION_MAX_LENGTH = 100;
/** Most target-group options a campus offers. */
export const TARGET_GROUP_OPTIONS_MAX = 50;
/** Longest e-mail domain (RFC 1035: 253 characters). */
export const EMAIL_DOMAIN_MAX_LENGTH = 253;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** The last label: letters, or an IDN top-level domain in punycode (`xn--…`). */
const TOP_LEVEL = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';

/**
 * An e-mail domain as the part after the `@`: lowercase labels of letters, digits and inner hyphens,
 * at least two of them, internationalised names in punycode (`xn--mnchen-3ya.de`); no scheme, no `@`,
 * no path, no port, no trailing dot.
 */
export const EMAIL_DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${TOP_LEVEL}$`);

/** Whether `value` (already trimmed and lowercased) is an e-mail domain a campus can claim. */
export function isEmailDomain(value: string): boolean {
  return value.length <= EMAIL_DOMAIN_MAX_LENGTH && EMAIL_DOMAIN_PATTERN.test(value);
}

/** The domain part of an e-mail address, lowercased (`Anna@Example.ORG` → `example.org`), or null. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).trim().toLowerCase();
}

/** The first target-group option that repeats an earlier one (case-insensitive), or undefined. */
export function duplicateOption(options: readonly string[]): number | undefined {
  const seen = new Set<string>();
  for (const [index, option] of options.entries()) {
    const key = option.trim().toLocaleLowerCase('en');
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return undefined;
}
