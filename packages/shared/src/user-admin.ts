// Administering a campus's users on the wire (issue 18, spec §6): GET /users/administer lists the
// campus's accounts with their campus roles, status and last sign-in; campus admins and campus
// managers give and take campus roles, disable and enable accounts and add existing accounts to the
// campus. Admins also add password accounts (POST /accounts) and impersonate (POST /impersonate/{uid}).
import { z } from 'zod';
import { CAMPUS_ROLES } from './roles.ts';
import { EMAIL_MAX_LENGTH } from './rules/account.ts';
import { USER_ADMIN_SEARCH_MAX_LENGTH } from './rules/user-admin.ts';

export * from './rules/user-admin.ts';

const UserIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `GET /users/administer?search=&page=`: `page` counts from 0. */
export const UserAdminListQuerySchema = z.object({
  search: z.string().trim().max(USER_ADMIN_SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type UserAdminListQuery = z.input<typeof UserAdminListQuerySchema>;

export const UserAdminParamsSchema = z.object({ uid: UserIdSchema });

/** One account of the campus as the screen lists it. */
export const UserAdminEntrySchema = z.object({
  uid: z.number().int().positive(),
  display_name: z.string(),
  email: z.string(),
  /** Campus roles on this campus (domain_roles), sorted. */
  roles: z.array(z.enum(CAMPUS_ROLES)),
  /** A campus admin account (counts as every role, spec §6). */
  is_admin: z.boolean(),
  /** ISO time the account was disabled, null while it is active. */
  disabled_at: z.string().nullable(),
  /** ISO time of the last own sign-in (impersonations do not count), null when never. */
  last_sign_in: z.string().nullable(),
});
export type UserAdminEntry = z.infer<typeof UserAdminEntrySchema>;

/** What the caller may do on the screen (the server checks every action again). */
export const UserAdminAbilitiesSchema = z.object({
  /** Campus admins: add password accounts (POST /accounts). */
  create_account: z.boolean(),
  /** Campus admins (not impersonating): act as another, non-admin user (POST /impersonate/{uid}). */
  impersonate: z.boolean(),
});

export const UserAdminListSchema = z.object({
  items: z.array(UserAdminEntrySchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** The campus administered. */
  domain_id: z.number().int().positive(),
  /** The caller, so the screen can leave out what they may not do to themselves. */
  viewer_uid: z.number().int().positive(),
  can: UserAdminAbilitiesSchema,
});
export type UserAdminList = z.infer<typeof UserAdminListSchema>;

/** `PUT /users/administer/{uid}/roles`: the full set of campus roles the user holds afterwards. */
export const UserAdminRolesInputSchema = z.strictObject({
  roles: z
    .array(z.enum(CAMPUS_ROLES))
    .max(CAMPUS_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, { message: 'Each role once.' }),
});
export type UserAdminRolesInput = z.input<typeof UserAdminRolesInputSchema>;

/**
 * `POST /users/administer/members`: a server admin adds an existing account to the campus (201, the
 * entry); a campus manager records an invitation for the address instead (202, this body, the same for
 * an unknown address and an account of another campus; issue 27).
 */
export const UserAdminAddMemberInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
});
export type UserAdminAddMemberInput = z.input<typeof UserAdminAddMemberInputSchema>;

/** `POST /users/administer/members` answered 202: an invitation waits for the address's owner. */
export const CampusInvitationSentSchema = z.object({
  invited: z.literal(true),
  email: z.string(),
});
export type CampusInvitationSent = z.infer<typeof CampusInvitationSentSchema>;

/** One pending invitation to a campus, as its invitee sees it (`GET /campus-invitations`). */
export const CampusInvitationSchema = z.object({
  id: z.number().int().positive(),
  domain_id: z.number().int().positive(),
  campus_name: z.string(),
  /** ISO times. */
  created_at: z.string(),
  expires_at: z.string(),
});
export type CampusInvitation = z.infer<typeof CampusInvitationSchema>;

export const CampusInvitationListSchema = z.object({ items: z.array(CampusInvitationSchema) });
export type CampusInvitationList = z.infer<typeof CampusInvitationListSchema>;

/** `POST /campus-invitations/{id}/accept|decline`. */
export const CampusInvitationParamsSchema = z.object({ id: UserIdSchema });
