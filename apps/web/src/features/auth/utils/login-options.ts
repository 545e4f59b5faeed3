// Whether /login offers the email + password form. A campus that signs in only through its identity
// provider turns it off with `credentials_login: false` in GET /config; without the flag it is offered.

export const CREDENTIALS_LOGIN_FLAG = 'credentials_login';

export function credentialsLoginAllowed(config: unknown): boolean {
  if (typeof config !== 'object' || config === null) return true;
  const flag: unknown = (config as Record<string, unknown>)[CREDENTIALS_LOGIN_FLAG];
  return flag !== false;
}
