// The notification routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Every signed-in user has a bell, push settings and devices of their own;
// nobody reaches another user's (the routes take no user id), so every signed-in caller is allowed.
import { ALL_PRINCIPALS, json, outcomes } from '../../../test/authz-helpers.ts';
import type { MatrixEntry } from '../../../test/authz-helpers.ts';

const base = '/api/rest';
const SIGNED_IN = outcomes(ALL_PRINCIPALS.filter((principal) => principal !== 'anonymous'));
const endpointOf = (principal: string) => `https://push.example.com/matrix/${principal}`;

export const NOTIFICATION_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${base}/notifications`]: {
    rule: 'signed in: the own bell',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${base}/notifications?limit=5` }),
  },
  [`POST ${base}/notifications/read`]: {
    rule: 'signed in: marks the own notifications read',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'POST', url: `${base}/notifications/read`, ...json({ all: true }) }),
  },
  [`GET ${base}/notification-settings`]: {
    rule: 'signed in: the own push settings',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${base}/notification-settings` }),
  },
  [`PUT ${base}/notification-settings`]: {
    rule: 'signed in: the own push settings (set to the default, all on)',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'PUT', url: `${base}/notification-settings`, ...json({ content: true, assignment: true, video_comment: true, message: true }) }),
  },
  [`GET ${base}/push/public-key`]: {
    rule: 'signed in: the VAPID public key',
    outcomes: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${base}/push/public-key` }),
  },
  [`POST ${base}/register-device`]: {
    rule: 'signed in: registers a device for the caller',
    outcomes: SIGNED_IN,
    request: (ctx) => ({
      method: 'POST',
      url: `${base}/register-device`,
      ...json({ deviceName: 'Matrix browser', language: 'en', webPush: { endpoint: endpointOf(ctx.principal), keys: { p256dh: 'p256dh', auth: 'auth' } } }),
    }),
  },
  [`DELETE ${base}/unregister-device`]: {
    rule: 'signed in: removes the caller’s own device (204 also when unknown)',
    outcomes: SIGNED_IN,
    request: (ctx) => ({ method: 'DELETE', url: `${base}/unregister-device?endpoint=${encodeURIComponent(endpointOf(ctx.principal))}` }),
  },
};
