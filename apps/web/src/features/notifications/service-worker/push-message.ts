// The pure part of the service worker: what a push message says and where a click on it leads. The
// payload is the server's PushPayload (packages/shared notifications.ts), checked for its shape here
// (zod would make the worker big for one object).
import { NOTIFICATION_KINDS, type NotificationKind } from '@campus/shared/rules/notifications';
import { sameOriginAppPath } from '../utils/app-path.ts';
import { interpolate, lookupKey, notificationTextKey, notificationTextValues } from '../utils/wording.ts';

export interface PushMessage {
  kind: NotificationKind;
  id: number;
  path: string;
  title: string;
  actor: string | null;
  language: 'de' | 'en';
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload when it has the shape of a PushPayload; null otherwise. */
export function parsePushMessage(value: unknown): PushMessage | null {
  if (!isRecord(value)) return null;
  const { kind, id, path, title, actor, language } = value;
  if (typeof kind !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof path !== 'string' || typeof title !== 'string') return null;
  if (actor !== null && typeof actor !== 'string') return null;
  return { kind: kind as NotificationKind, id, path, title, actor, language: language === 'de' ? 'de' : 'en' };
}

/** The translation file a message is worded from (the app's own, served beneath assets/i18n/). */
export function translationsUrl(language: 'de' | 'en'): string {
  return `/assets/i18n/${language}.json`;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: { path: string; id: number } };
}

/**
 * The system notification for a message, worded with the translation file's JSON (`messages`); without
 * it (offline, say) the thing's own title still says something.
 */
export function notificationFor(message: PushMessage, messages: unknown, origin: string): ShownNotification {
  const template = lookupKey(messages, notificationTextKey(message.kind, message.actor !== null));
  const title = template ? interpolate(template, notificationTextValues(message.actor, message.title)) : message.title;
  return {
    title,
    options: {
      tag: `notification-${message.id}`,
      icon: NOTIFICATION_ICON,
      data: { path: sameOriginAppPath(message.path, origin), id: message.id },
    },
  };
}

/** Where a click on a notification leads: its path when it is one of this app's, else the start. */
export function clickTarget(data: unknown, origin: string): string {
  return sameOriginAppPath(isRecord(data) ? data.path : undefined, origin);
}
