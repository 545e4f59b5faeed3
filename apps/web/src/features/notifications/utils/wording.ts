// How a notification reads (issue 16): one sentence per kind from the kind, who did it and the thing's
// title, in the user's language. The bell words it with i18next; the service worker words a push
// message with the same keys of the same translation files (assets/i18n/{lang}.json), so both say the
// same. The title is plain text: React escapes it, a system notification shows text only.
import type { NotificationKind } from '@campus/shared/rules/notifications';

/** The kinds as the translation keys name them (`video_comment` → `videoComment`). */
const KEY_NAMES = {
  content: 'content',
  assignment: 'assignment',
  video_comment: 'videoComment',
  message: 'message',
} as const satisfies Record<NotificationKind, string>;

/** The translation key of a notification's sentence; another one when nobody is named (the account is gone). */
export function notificationTextKey(kind: NotificationKind, hasActor: boolean): string {
  return `notifications.kinds.${KEY_NAMES[kind]}${hasActor ? '' : 'Anonymous'}`;
}

/** Values the sentences interpolate. */
export function notificationTextValues(actor: string | null, title: string): { actor: string; title: string } {
  return { actor: actor ?? '', title };
}

/** i18next's `{{name}}` interpolation, for the service worker, which has no i18next (no escaping: text only). */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Looks up a dotted key in a translation file's JSON; undefined when missing or not a string. */
export function lookupKey(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
