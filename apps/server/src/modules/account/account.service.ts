// Editing the own account (settings, issue 16): display name, picture and e-mail; campus admins add
// password accounts. The password change itself is auth's (POST /user/me/password). A picture is
// checked by content and re-encoded by ffmpeg like editor images; it is served under a fresh 128-bit
// name per upload.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_PICTURE_MAX_BYTES,
  ERROR_CODES,
  type Account,
  type AccountCreateInput,
  type EmailChangeInput,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { MediaToolPaths } from '../../lib/media-tools.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { FileNotFoundError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import { checkNewPassword } from '../auth/auth.policy.ts';
import { requireCampusAccess } from '../campus/campus-access.ts';
import { reencodeImage } from '../files/files.sources.ts';
import * as repository from './account.repository.ts';

export interface AccountDeps {
  db: Database;
  store: FileStore;
  media: MediaToolPaths;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export const PICTURE_URL_BASE = '/api/rest/user/pictures';
const PICTURE_STORAGE_PREFIX = 'user-pictures';
const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const NAME_PATTERN = /^([A-Za-z0-9_-]{22})\.(png|jpg|webp|gif)$/;

export function pictureUrl(publicId: string, contentType: string): string {
  return `${PICTURE_URL_BASE}/${publicId}.${EXTENSION_BY_TYPE[contentType] ?? 'img'}`;
}

function unauthenticated(): AppError {
  return new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'The account no longer exists.');
}

function present(row: repository.AccountRow): Account {
  return {
    uid: row.id,
    display_name: row.displayName,
    email: row.email,
    picture_url: row.picturePublicId && row.pictureContentType ? pictureUrl(row.picturePublicId, row.pictureContentType) : null,
    has_password: row.passwordHash !== null,
  };
}

async function accountOf(db: Database, userId: number): Promise<repository.AccountRow> {
  const row = await repository.findAccountRow(db, userId);
  if (!row) throw unauthenticated();
  return row;
}

/** `GET /user/me/account`. */
export async function getAccount(deps: Pick<AccountDeps, 'db'>, principal: Principal): Promise<Account> {
  return present(await accountOf(deps.db, principal.userId));
}

/** `PUT /user/me/account`: the display name (plain text, shown escaped everywhere). */
export async function updateAccount(deps: Pick<AccountDeps, 'db'>, principal: Principal, displayName: string): Promise<Account> {
  await accountOf(deps.db, principal.userId);
  await repository.updateDisplayName(deps.db, principal.userId, displayName);
  return present(await accountOf(deps.db, principal.userId));
}

/**
 * `PUT /user/me/email`: needs the current password (an SSO-only account has none: 409 ACCOUNT_SSO_ONLY,
 * its address comes from the identity provider); another account's address is 409 ACCOUNT_EMAIL_TAKEN.
 */
export async function changeEmail(deps: AccountDeps, principal: Principal, input: Required<EmailChangeInput>): Promise<Account> {
  if (principal.impersonatorUserId !== null) {
    throw forbidden('The e-mail address is not changed while impersonating.', ACCOUNT_ERROR_CODES.impersonating);
  }
  const account = await accountOf(deps.db, principal.userId);
  if (account.passwordHash === null) {
    throw new AppError(409, ACCOUNT_ERROR_CODES.ssoOnly, 'This account signs in through the campus identity provider; its e-mail address is managed there.');
  }
  if (!(await verifyPassword(account.passwordHash, input.current_password))) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The current password is wrong.', {
      errors: [{ path: 'current_password', message: ACCOUNT_ERROR_CODES.currentPasswordWrong }],
    });
  }
  if (input.email !== account.email && !(await repository.updateEmail(deps.db, account.id, input.email))) {
    throw new AppError(409, ACCOUNT_ERROR_CODES.emailTaken, 'Another account has this e-mail address.', {
      errors: [{ path: 'email', message: ACCOUNT_ERROR_CODES.emailTaken }],
    });
  }
  deps.log.info({ event: 'email_changed', userId: account.id }, 'e-mail changed');
  return present(await accountOf(deps.db, account.id));
}

/** An upload as the route hands it over: the bytes read within the limit, or a sign it passed it. */
export type ReceivedPicture = { bytes: Buffer } | { tooLarge: true } | undefined;

/** `POST /user/me/picture`: re-encoded (415/413/422 as editor images), replaces the previous picture. */
export async function uploadPicture(deps: AccountDeps, principal: Principal, receive: () => Promise<ReceivedPicture>): Promise<Account> {
  await accountOf(deps.db, principal.userId);
  const upload = await receive();
  if (!upload) throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'Send the picture as multipart/form-data field "picture".');
  const megabytes = Math.round(ACCOUNT_PICTURE_MAX_BYTES / (1024 * 1024));
  if ('tooLarge' in upload || upload.bytes.length > ACCOUNT_PICTURE_MAX_BYTES) {
    throw new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, `Pictures are limited to ${megabytes} MB.`);
  }
  const image = await reencodeImage(deps.media, upload.bytes);
  const key = newStorageKey(PICTURE_STORAGE_PREFIX);
  const { size } = await deps.store.put(key, Readable.from([image.bytes]));
  let previous: string | undefined;
  try {
    previous = await repository.replacePicture(deps.db, {
      userId: principal.userId,
      publicId: randomBytes(16).toString('base64url'),
      storageKey: key,
      contentType: image.contentType,
      size,
    });
  } catch (error) {
    await deps.store.delete(key);
    throw error;
  }
  if (previous) await removeStored(deps, previous);
  return present(await accountOf(deps.db, principal.userId));
}

/** `DELETE /user/me/picture`. */
export async function removePicture(deps: AccountDeps, principal: Principal): Promise<Account> {
  await accountOf(deps.db, principal.userId);
  const previous = await repository.deletePicture(deps.db, principal.userId);
  if (previous) await removeStored(deps, previous);
  return present(await accountOf(deps.db, principal.userId));
}

/** The old file goes; a failure only leaves an orphan behind, never a broken account. */
async function removeStored(deps: AccountDeps, key: string): Promise<void> {
  try {
    await deps.store.delete(key);
  } catch (error) {
    deps.log.warn({ event: 'picture_delete_failed', key, err: error }, 'an old account picture could not be deleted');
  }
}

/** `GET /user/pictures/:name`: the picture for anyone holding its name (the name is the capability). */
export async function openPicture(deps: Pick<AccountDeps, 'db' | 'store'>, name: string) {
  const missing = () => notFound('This picture does not exist.');
  const match = NAME_PATTERN.exec(name);
  if (!match?.[1] || !match[2]) throw missing();
  const row = await repository.findPictureByPublicId(deps.db, match[1]);
  if (!row || EXTENSION_BY_TYPE[row.contentType] !== match[2]) throw missing();
  try {
    const opened = await deps.store.open(row.storageKey);
    return { row, extension: match[2], stream: opened.stream, size: opened.size };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw missing();
    throw error;
  }
}

/**
 * `POST /accounts` (campus admins, not in student mode): a password account that belongs to the given
 * campus. The password rules are those of the own password change; a taken e-mail is 409.
 */
export async function createAccount(deps: AccountDeps, principal: Principal, input: Required<AccountCreateInput>): Promise<Account> {
  if (!principal.isAdmin) throw forbidden('Only campus admins add accounts.');
  await requireCampusAccess(deps.db, principal, input.domain_id);
  const problem = checkNewPassword(input.password, { email: input.email, displayName: input.display_name });
  if (problem) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The password is not acceptable.', { errors: [{ path: 'password', message: problem }] });
  }
  const id = await repository.insertAccount(deps.db, {
    email: input.email,
    displayName: input.display_name,
    passwordHash: await hashPassword(input.password),
    domainId: input.domain_id,
  });
  if (id === undefined) {
    throw new AppError(409, ACCOUNT_ERROR_CODES.emailTaken, 'Another account has this e-mail address.', {
      errors: [{ path: 'email', message: ACCOUNT_ERROR_CODES.emailTaken }],
    });
  }
  deps.log.info({ event: 'account_created', userId: id, by: principal.userId }, 'account created');
  return present(await accountOf(deps.db, id));
}
