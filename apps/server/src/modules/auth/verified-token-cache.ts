// Access tokens whose Ed25519 signature and claims were verified, remembered until they expire, so a
// client that sends the same token with every request costs one signature check per token, not one per
// request (the check was about 15 % of an authenticated request's CPU).
//
// What it does NOT skip: the session row. the auth service's authenticate checks the session (revoked, expired,
// account or impersonator disabled) on every request whether or not the token came from here, so logout
// and disabling still take effect on the very next request. A cached entry only says "this exact token
// string passed verifyAccessToken"; it is dropped once `now` reaches the token's exp (no clock
// tolerance: a token near its expiry is verified again, and refused by the normal rules).
//
// Bounded: at most `maxEntries` tokens (least recently used dropped first), so a flood of distinct valid
// tokens cannot grow memory. Invalid tokens are never stored. Tokens are kept in memory only, never logged.
import type { AccessTokenClaims } from '../../lib/tokens.ts';

export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export class VerifiedTokenCache {
  private readonly entries = new Map<string, AccessTokenClaims>();

  constructor(private readonly maxEntries = VERIFIED_TOKEN_CACHE_SIZE) {}

  /** The claims of a token that passed verification and has not expired at `now`; undefined otherwise. */
  get(token: string, now: Date): AccessTokenClaims | undefined {
    const claims = this.entries.get(token);
    if (!claims) return undefined;
    this.entries.delete(token);
    if (claims.expiresAt * 1000 <= now.getTime()) return undefined;
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    this.entries.set(token, claims);
    return claims;
  }

  /** Remembers a token that just passed verification. */
  set(token: string, claims: AccessTokenClaims): void {
    this.entries.delete(token);
    this.entries.set(token, claims);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Forgets every token (the signing keys were reloaded). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
