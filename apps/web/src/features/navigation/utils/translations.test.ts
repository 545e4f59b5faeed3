import { COURSE_MENU_LABEL_KEYS, COURSE_ROLE_IDS, COURSE_TYPES } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { HEADER_LINK_KINDS } from './header-links.ts';
import { COMMENT_MODE_KINDS } from './side-menu-messages.ts';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

// Keys built at run time (menu labels from the server, link kinds, types) escape the literal-key check.
const dynamicKeys = [
  ...COURSE_MENU_LABEL_KEYS,
  ...HEADER_LINK_KINDS.map((kind) => `navigation.header.${kind}`),
  ...COMMENT_MODE_KINDS.map((kind) => `navigation.commentMode.${kind}`),
  ...COURSE_TYPES.map((type) => `courses.types.${type}`),
  ...COURSE_ROLE_IDS.map((id) => `courses.cockpit.roles.${id}`),
  ...['controller', 'data', 'purposes', 'device', 'recipients', 'retention', 'rights'].flatMap((key) => [
    `legal.privacy.${key}Heading`,
    `legal.privacy.${key}`,
  ]),
];

describe('translations of run-time keys', () => {
  it.each(dynamicKeys)('%s is translated in de and en', (key) => {
    expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    expect(typeof lookup(de, key), `de ${key}`).toBe('string');
  });
});
