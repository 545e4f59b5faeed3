// The zod-free part of account.ts: limits and problem codes of editing the own account (settings).

export const DISPLAY_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** The picture upload limit (the image is re-encoded, its long side capped). */
export const ACCOUNT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const ACCOUNT_ERROR_CODES = {
  /** Another account has this e-mail address. */
  emailTaken: 'ACCOUNT_EMAIL_TAKEN',
  /** The current password given to confirm a change is wrong. */
  currentPasswordWrong: 'ACCOUNT_CURRENT_PASSWORD_WRONG',
  /** The account signs in through the campus identity provider only: no password to confirm or change. */
  ssoOnly: 'ACCOUNT_SSO_ONLY',
  /** Not while an admin acts as the user. */
  impersonating: 'ACCOUNT_CHANGE_WHILE_IMPERSONATING',
} as const;
