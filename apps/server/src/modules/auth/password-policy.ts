// What a new password must satisfy (set/change, never sign-in): 8 to 128 characters as typed, and not
// common. Sign-in compares exactly what was typed with the stored hash, with no policy applied.
import { AUTH_ERROR_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@campus/shared';
import { isCommonPassword, type PasswordContext } from '../../lib/common-passwords.ts';

export type PasswordProblem =
  | typeof AUTH_ERROR_CODES.passwordTooShort
  | typeof AUTH_ERROR_CODES.passwordTooLong
  | typeof AUTH_ERROR_CODES.passwordTooCommon;

/** Length in characters (code points), so an emoji counts once. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** The first problem of a new password, or null when it may be set. */
export function checkNewPassword(password: string, context: PasswordContext = {}): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return AUTH_ERROR_CODES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return AUTH_ERROR_CODES.passwordTooLong;
  if (isCommonPassword(password, context)) return AUTH_ERROR_CODES.passwordTooCommon;
  return null;
}
