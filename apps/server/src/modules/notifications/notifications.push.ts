// Web push (issue 16): the VAPID key pair and the job that sends one notification to one device.
//
// Keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment, else a pair generated once and kept in
// app_meta, so the demo works out of the box and every API and worker process signs with the same pair.
//
// Sending runs as the job `notifications.push` (one per notification and device), never in the request:
// web-push's generateRequestDetails builds the encrypted request (aes128gcm, RFC 8291) with the VAPID
// Authorization header, and lib/safe-fetch.ts's safePost sends it, which refuses endpoints resolving to
// non-public addresses at connect time (the endpoint is a URL a user gave us). Outcomes: 2xx → the
// device was used; 404/410 → the subscription is gone, the device is removed; 429, 5xx and network
// errors → thrown, so the job runner retries with backoff (PUSH_SEND_MAX_ATTEMPTS); any other 4xx →
// counted as a failure and given up (the device goes after PUSH_DEVICE_MAX_FAILURES of them).
// Firebase tokens (native apps, issue 19) are stored but not sent to: there is no FCM sender yet.
// A campus that turned push notifications off (campus settings, features) gets none: the job skips a
// device whose user belongs to it (the in-app notification stays).
import type { NotificationKind, PushPayload } from '@campus/shared';
// CommonJS: Node's ESM loader sees no named exports in it, so the default import.
import webPush from 'web-push';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { PermanentJobError } from '../../jobs/runner.ts';
import { UnsafeUrlError, safePost, type SafeFetchOptions } from '../../lib/safe-fetch.ts';
import type { CampusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import type { EndpointRules } from './notifications.policy.ts';
import { countDeviceFailure, deleteDevice, findDevice, findNotification, markDeviceUsed, readMeta, storeMetaOnce } from './notifications.repository.ts';

export const NOTIFICATION_PUSH_JOB = 'notifications.push';
/** Attempts of one send (429, 5xx, network errors retry with the runner's backoff). */
export const PUSH_SEND_MAX_ATTEMPTS = 5;
/** A device whose push service refused this many sends in a row (other 4xx) is removed. */
export const PUSH_DEVICE_MAX_FAILURES = 5;
/** How long the push service keeps an undelivered message, seconds. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const VAPID_META_KEY = 'web_push_vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidEnv = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL'>;

/** The key pair, loaded (or generated and stored) on first use, then kept for the app's life. */
export interface VapidKeyStore {
  get(): Promise<VapidKeys>;
}

function defaultSubject(env: VapidEnv): string {
  if (env.VAPID_SUBJECT !== undefined) return env.VAPID_SUBJECT;
  return env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : 'mailto:push@campus.invalid';
}

export function createVapidKeyStore({ db, env }: { db: Database; env: VapidEnv }): VapidKeyStore {
  let loaded: Promise<VapidKeys> | undefined;
  const subject = defaultSubject(env);
  const load = async (): Promise<VapidKeys> => {
    if (env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY !== undefined) {
      return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    }
    const existing = await readMeta<{ publicKey: string; privateKey: string }>(db, VAPID_META_KEY);
    const pair = existing ?? (await storeMetaOnce(db, VAPID_META_KEY, webPush.generateVAPIDKeys()));
    return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
  };
  return {
    get() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

/**
 * TEST ONLY settings of the push transport, handed in by a test's buildApp; a deploy never sets them
 * (there is no environment variable for them): let a 127.0.0.1 push service through safePost and the
 * registration check.
 */
export interface PushTestingOptions extends EndpointRules {
  fetch?: Pick<SafeFetchOptions, 'allowAddress' | 'resolve' | 'timeoutMs'>;
}

export interface PushSendDeps {
  db: Database;
  vapid: VapidKeyStore;
  /** The campus switch `push_notifications` (campus settings); app-jobs.ts hands it in. */
  campusFeatures: Pick<CampusFeatureSource, 'enabledForUser'>;
  testing?: PushTestingOptions | undefined;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  now?: () => Date;
}

/** A push service answered in a way another attempt may fix (429, 5xx). */
export class PushRetryError extends Error {
  override readonly name = 'PushRetryError';
}

export type PushOutcome = 'sent' | 'gone' | 'skipped';

/** Sends notification `notificationId` to device `deviceId`; throws to retry (see the file comment). */
export async function sendPush(deps: PushSendDeps, notificationId: number, deviceId: number): Promise<PushOutcome> {
  const [notification, device] = await Promise.all([findNotification(deps.db, notificationId), findDevice(deps.db, deviceId)]);
  // Read meanwhile, deleted, or the device left: nothing to send. Firebase devices are not sent to (see above).
  if (!notification || !device || device.kind !== 'web' || notification.readAt !== null || notification.userId !== device.userId) return 'skipped';
  if (device.endpoint === null || device.p256dh === null || device.auth === null) return 'skipped';
  if (!(await deps.campusFeatures.enabledForUser(deps.db, device.userId, 'push_notifications'))) return 'skipped';
  const keys = await deps.vapid.get();
  const payload: PushPayload = {
    kind: notification.kind satisfies NotificationKind,
    id: notification.id,
    path: notification.path,
    title: notification.title,
    actor: notification.actorName,
    language: device.language,
  };
  const details = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
    vapidDetails: keys,
    contentEncoding: 'aes128gcm',
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  let status: number;
  try {
    ({ status } = await safePost(details.endpoint, { headers, body: details.body ?? Buffer.alloc(0) }, deps.testing?.fetch ?? {}));
  } catch (error) {
    if (error instanceof UnsafeUrlError) {
      // The endpoint's host now resolves to a private address (or never was public): never send there.
      await deleteDevice(deps.db, device.id);
      throw new PermanentJobError(`push endpoint refused: ${error.reason}`);
    }
    // FetchFailedError (timeout, network): the runner retries.
    throw error;
  }
  if (status >= 200 && status < 300) {
    await markDeviceUsed(deps.db, device.id, deps.now?.() ?? new Date());
    return 'sent';
  }
  if (status === 404 || status === 410) {
    await deleteDevice(deps.db, device.id);
    deps.log?.info({ deviceId: device.id, status }, 'push subscription gone; device removed');
    return 'gone';
  }
  if (status === 429 || status >= 500) throw new PushRetryError(`push service answered ${status}`);
  const failures = await countDeviceFailure(deps.db, device.id);
  if (failures >= PUSH_DEVICE_MAX_FAILURES) await deleteDevice(deps.db, device.id);
  throw new PermanentJobError(`push service refused the message (${status})`);
}

export function notificationPushJobHandler(deps: PushSendDeps): JobHandler<{ notificationId: number; deviceId: number }> {
  return {
    async run(payload) {
      await sendPush(deps, payload.notificationId, payload.deviceId);
    },
  };
}
