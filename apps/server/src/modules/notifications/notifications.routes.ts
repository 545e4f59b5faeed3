// The notification endpoints (issue 16; contract in @campus/shared notifications.ts): the bell (list,
// mark read), push settings per kind, the VAPID public key, and the spec's register-device /
// unregister-device (spec §7) for web push subscriptions and native Firebase tokens. Every route needs a
// signed-in user and only ever touches the caller's own rows. Thin: notifications.service.ts decides.
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationReadInputSchema,
  NotificationSettingsSchema,
  NotificationUnreadSchema,
  PushPublicKeySchema,
  REST_BASE,
  RegisterDeviceInputSchema,
  RegisteredDeviceSchema,
  UnregisterDeviceQuerySchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PROBLEM_RESPONSES, noContentResponse } from '../../lib/route-schemas.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import type { CampusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import type { PushTestingOptions, VapidKeyStore } from './notifications.push.ts';
import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  pushPublicKey,
  registerDevice,
  saveNotificationSettings,
  unregisterDevice,
  type NotificationDeps,
} from './notifications.service.ts';

export interface NotificationRoutesOptions {
  db: Database;
  hub: RealtimeHub;
  vapid: VapidKeyStore;
  /** The campus switch `push_notifications` (campus settings): off → register-device is 403 CAMPUS_FEATURE_DISABLED. */
  campusFeatures: CampusFeatureSource;
  /** TEST ONLY (a test's buildApp): accept a 127.0.0.1 push endpoint. Production never passes it. */
  pushTesting?: PushTestingOptions | undefined;
  now?: () => Date;
}

const TAGS = ['notifications'];
const OWN = 'Only the caller’s own notifications, settings and devices.';

export async function notificationRoutes(app: FastifyInstance, options: NotificationRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: NotificationDeps = {
    db: options.db,
    hub: options.hub,
    vapid: options.vapid,
    campusFeatures: options.campusFeatures,
    testing: options.pushTesting,
    now: options.now ?? (() => new Date()),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/notifications`,
    {
      schema: {
        tags: TAGS,
        summary: 'The caller’s notifications (the bell), newest first, with the unread count',
        description: `${OWN} \`before\` is the id of the last item already shown.`,
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listNotifications(deps, getPrincipal(request), request.query),
  );

  routes.post(
    `${REST_BASE}/notifications/read`,
    {
      schema: {
        tags: TAGS,
        summary: 'Mark notifications read (these ids, or all); answers the new unread count',
        description: `${OWN} An id that is not the caller’s is 404 NOTIFICATION_NOT_FOUND. The caller’s other streams get \`notification.unread\`.`,
        body: NotificationReadInputSchema,
        response: { 200: NotificationUnreadSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => markNotificationsRead(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${REST_BASE}/notification-settings`,
    {
      schema: {
        tags: TAGS,
        summary: 'Push on or off per kind (default: all on)',
        description: OWN,
        response: { 200: NotificationSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getNotificationSettings(deps, getPrincipal(request)),
  );

  routes.put(
    `${REST_BASE}/notification-settings`,
    {
      schema: {
        tags: TAGS,
        summary: 'Switch push per kind (the bell always lists every kind)',
        description: OWN,
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveNotificationSettings(deps, getPrincipal(request), request.body),
  );

  routes.get(
    `${REST_BASE}/push/public-key`,
    {
      schema: {
        tags: TAGS,
        summary: 'The VAPID public key (base64url) browsers subscribe with',
        response: { 200: PushPublicKeySchema, ...PROBLEM_RESPONSES },
      },
    },
    async () => pushPublicKey(deps),
  );

  routes.post(
    `${REST_BASE}/register-device`,
    {
      schema: {
        tags: TAGS,
        summary: 'Register a device for push: a native Firebase token (spec §7) or a browser’s web push subscription',
        description:
          'Registering the same endpoint or token again updates it and moves it to the caller (a shared browser belongs to the last one signed in). ' +
          'At most PUSH_DEVICES_PER_USER_MAX devices per user; the least recently used go. A web push endpoint must be an https URL on a public host name ' +
          '(400 PUSH_ENDPOINT_INVALID). Firebase tokens are stored but not sent to yet. A campus that turned push notifications off refuses it: 403 CAMPUS_FEATURE_DISABLED. ' +
          'A caller whose user profile is gone gets 404 PUSH_PROFILE_NOT_FOUND (spec §8 "Profile not found! Cannot register device").',
        body: RegisterDeviceInputSchema,
        response: { 200: RegisteredDeviceSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => registerDevice(deps, getPrincipal(request), request.body),
  );

  routes.delete(
    `${REST_BASE}/unregister-device`,
    {
      schema: {
        tags: TAGS,
        summary: 'Unregister the caller’s device by Firebase token (spec §7) or web push endpoint; 204 also when unknown',
        description: 'The web app calls it before signing out (spec §4 logout step 1). Another user’s device is left alone.',
        querystring: UnregisterDeviceQuerySchema,
        response: { 204: noContentResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      await unregisterDevice(deps, getPrincipal(request), request.query);
      return reply.status(204).send(null);
    },
  );
}
