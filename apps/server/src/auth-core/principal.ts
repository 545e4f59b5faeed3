// Who is making an authenticated request, as every feature module sees it. In auth-core/ (with the
// Authorization header parser) so the authenticate plugin and the auth module share it without
// importing each other.

export interface Principal {
  userId: number;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** Admin rights for THIS request: the account is a campus admin and student mode is off. */
  isAdmin: boolean;
  /** The account itself is a campus admin, whatever the mode (for display, e.g. user/me). */
  accountIsAdmin: boolean;
  /** `X-Student-Mode: 1`: staff act with student rights for this request. */
  studentMode: boolean;
  /** Set while a campus admin acts as this user. */
  impersonatorUserId: number | null;
}

/** `X-Student-Mode` is 1 or 0 (spec §6); anything but "1" is off. */
export function parseStudentMode(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() === '1';
}
