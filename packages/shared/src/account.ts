// Editing the own account on the wire (settings, issue 16): name, picture and e-mail under
// /api/rest/user/me/...; the password change is auth's `POST /user/me/password`.
import { z } from 'zod';
import { PasswordSchema } from './auth.ts';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from './rules/account.ts';

export * from './rules/account.ts';

/** `GET /api/rest/user/me/account`: what the settings screen shows and edits. */
export const AccountSchema = z.object({
  uid: z.number().int().positive(),
  display_name: z.string(),
  email: z.string(),
  /** Root-relative URL of the picture, null without one. */
  picture_url: z.string().nullable(),
  /** False for accounts that sign in through the campus identity provider only. */
  has_password: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/** A display name: trimmed, 1..100 characters, plain text (shown as text everywhere). */
export const DisplayNameSchema = z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH);

/** `PUT /api/rest/user/me/account`. */
export const AccountUpdateInputSchema = z.strictObject({ display_name: DisplayNameSchema });
export type AccountUpdateInput = z.input<typeof AccountUpdateInputSchema>;

/** `PUT /api/rest/user/me/email`: the current password confirms the change. */
export const EmailChangeInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  current_password: z.string().min(1).max(1024),
});
export type EmailChangeInput = z.input<typeof EmailChangeInputSchema>;

/**
 * `POST /api/rest/accounts` (campus admins): a password account that belongs to the campus, for
 * onboarding without the identity provider (and throw-away accounts of the browser tests).
 */
export const AccountCreateInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  display_name: DisplayNameSchema,
  password: PasswordSchema,
  domain_id: z.number().int().positive().max(2_147_483_647),
});
export type AccountCreateInput = z.input<typeof AccountCreateInputSchema>;
