import { describe, expect, it, vi } from 'vitest';
import { AuthenticationError, createTokenSession, NO_TOKEN_MESSAGE } from './token-session.ts';
import type { RefreshOutcome, SessionTokens, TokenSessionDeps, TokenStore } from './token-session.ts';

/** What the store holds: the access token, and whether a refresh cookie is expected (`cookie`). */
type StoreState = Partial<SessionTokens> & { cookie?: true };

/** An in-memory token store (the browser one is tested in lib/auth-storage.test.ts). */
function memoryStore(initial: StoreState = {}): TokenStore & { state: StoreState } {
  const store = {
    state: { ...initial },
    getAccessToken: () => store.state.accessToken ?? null,
    hasRefreshCredential: () => store.state.cookie === true,
    setTokens: (tokens: SessionTokens) => {
      store.state = { ...tokens, cookie: true };
    },
    clearTokens: () => {
      store.state = {};
    },
  };
  return store;
}

/** A promise the test resolves when it wants to, to hold a request "in flight". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface Overrides {
  check?: TokenSessionDeps['check'];
  refresh?: TokenSessionDeps['refresh'];
  withLock?: TokenSessionDeps['withLock'];
}

function setup(overrides: Overrides = {}, tokens: StoreState = { accessToken: 'a1', cookie: true }) {
  let clock = 1_000_000;
  const store = memoryStore(tokens);
  let issued = 1;
  const check = vi.fn<TokenSessionDeps['check']>(overrides.check ?? (async () => true));
  const refresh = vi.fn<TokenSessionDeps['refresh']>(
    overrides.refresh ??
      (async (): Promise<RefreshOutcome> => {
        issued += 1;
        return { ok: true, tokens: { accessToken: `a${issued}`, validUntil: 2_000 } };
      }),
  );
  const deps = {
    store,
    now: () => clock,
    check,
    refresh,
    onSessionEnded: vi.fn<TokenSessionDeps['onSessionEnded']>(),
    log: vi.fn<(message: string) => void>(),
    withLock: overrides.withLock,
  };
  const session = createTokenSession(deps);
  return {
    session,
    deps,
    store,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('token session: the re-check rule', () => {
  it('checks a token once and trusts the check for less than 10 s', async () => {
    const { session, deps, advance } = setup();
    await expect(session.ensureValidToken()).resolves.toBe('a1');
    advance(9_999);
    await expect(session.ensureValidToken()).resolves.toBe('a1');
    expect(deps.check).toHaveBeenCalledTimes(1);

    advance(1);
    await expect(session.ensureValidToken()).resolves.toBe('a1');
    expect(deps.check).toHaveBeenCalledTimes(2);
    expect(deps.check).toHaveBeenLastCalledWith('a1');
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('checks again when the stored token changed in the meantime', async () => {
    const { session, deps, store } = setup();
    await session.ensureValidToken();
    store.setTokens({ accessToken: 'other', validUntil: 1 });
    await expect(session.ensureValidToken()).resolves.toBe('other');
    expect(deps.check).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the check fails, stores the new pair and trusts it', async () => {
    const { session, deps, store } = setup({ check: vi.fn(async () => false) });
    await expect(session.ensureValidToken()).resolves.toBe('a2');
    expect(deps.refresh).toHaveBeenCalledWith('a1');
    expect(store.state).toEqual({ accessToken: 'a2', validUntil: 2_000, cookie: true });
    // The fresh token counts as checked.
    await expect(session.ensureValidToken()).resolves.toBe('a2');
    expect(deps.check).toHaveBeenCalledTimes(1);
    expect(deps.onSessionEnded).not.toHaveBeenCalled();
  });

  it('removes the tokens and ends the session when the refresh fails', async () => {
    const { session, deps, store } = setup({ check: vi.fn(async () => false), refresh: vi.fn(async () => ({ ok: false as const })) });
    await expect(session.ensureValidToken()).rejects.toEqual(new AuthenticationError(NO_TOKEN_MESSAGE));
    expect(store.state).toEqual({});
    expect(deps.onSessionEnded).toHaveBeenCalledWith('rejected');
    expect(deps.log).toHaveBeenCalledWith('No authentication token found.');
  });

  it('ends the session without asking the server when there is no token', async () => {
    const { session, deps } = setup({}, {});
    await expect(session.ensureValidToken()).rejects.toBeInstanceOf(AuthenticationError);
    expect(deps.check).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith(NO_TOKEN_MESSAGE);
    expect(deps.onSessionEnded).toHaveBeenCalledWith('missing');
  });

  it('ends the session when the check fails and no refresh cookie is expected', async () => {
    const { session, deps, store } = setup({ check: vi.fn(async () => false) }, { accessToken: 'a1' });
    await expect(session.ensureValidToken()).rejects.toBeInstanceOf(AuthenticationError);
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(store.state).toEqual({});
    expect(deps.onSessionEnded).toHaveBeenCalledWith('rejected');
  });

  it('keeps the session through network trouble: the error goes to the caller, the tokens stay', async () => {
    const offline = new Error('offline');
    const { session, deps, store } = setup({ check: vi.fn(() => Promise.reject(offline)) });
    await expect(session.ensureValidToken()).rejects.toBe(offline);
    expect(store.state.accessToken).toBe('a1');
    expect(deps.onSessionEnded).not.toHaveBeenCalled();

    deps.check.mockImplementation(async () => false);
    deps.refresh.mockImplementation(() => Promise.reject(offline));
    await expect(session.ensureValidToken()).rejects.toBe(offline);
    expect(store.state).toEqual({ accessToken: 'a1', cookie: true });
    expect(deps.onSessionEnded).not.toHaveBeenCalled();
  });

  it('counts a token fresh from sign-in as checked', async () => {
    const { session, deps, store, advance } = setup({}, {});
    store.setTokens({ accessToken: 'signed-in', validUntil: 1 });
    session.markValid('signed-in');
    advance(5_000);
    await expect(session.ensureValidToken()).resolves.toBe('signed-in');
    expect(deps.check).not.toHaveBeenCalled();
    session.reset();
    await session.ensureValidToken();
    expect(deps.check).toHaveBeenCalledTimes(1);
  });
});

describe('token session: one refresh for everybody', () => {
  it('concurrent callers share one check and one refresh', async () => {
    const pending = deferred<RefreshOutcome>();
    const { session, deps } = setup({ check: vi.fn(async () => false), refresh: vi.fn(() => pending.promise) });

    const callers = [session.ensureValidToken(), session.ensureValidToken(), session.renewAfterRejection('a1'), session.renewAfterRejection('a1')];
    await Promise.resolve();
    pending.resolve({ ok: true, tokens: { accessToken: 'a2', validUntil: 1 } });

    await expect(Promise.all(callers)).resolves.toEqual(['a2', 'a2', 'a2', 'a2']);
    expect(deps.check).toHaveBeenCalledTimes(1);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('answers a 401 that arrives after the refresh with the new token, without refreshing again', async () => {
    const { session, deps } = setup();
    await expect(session.renewAfterRejection('a1')).resolves.toBe('a2');
    // A slow request that was sent with the old token comes back 401 now.
    await expect(session.renewAfterRejection('a1')).resolves.toBe('a2');
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    // The new token being refused is a new reason to refresh.
    await expect(session.renewAfterRejection('a2')).resolves.toBe('a3');
    expect(deps.refresh).toHaveBeenCalledTimes(2);
  });

  it('tells every waiting caller when the shared refresh failed, and ends the session once', async () => {
    const pending = deferred<RefreshOutcome>();
    const { session, deps } = setup({ refresh: vi.fn(() => pending.promise) });
    const callers = [session.renewAfterRejection('a1'), session.renewAfterRejection('a1'), session.renewAfterRejection('a1')];
    pending.resolve({ ok: false });
    await expect(Promise.all(callers)).resolves.toEqual([null, null, null]);
    expect(deps.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('refreshes inside the cross-tab lock and takes over what another tab refreshed meanwhile', async () => {
    const { session, deps, store } = setup({
      withLock: async <T>(task: () => Promise<T>): Promise<T> => {
        // While this tab waited for the lock, the other tab rotated the pair.
        store.setTokens({ accessToken: 'from-other-tab', validUntil: 1 });
        return task();
      },
    });
    await expect(session.renewAfterRejection('a1')).resolves.toBe('from-other-tab');
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('starts a new refresh after the previous one settled', async () => {
    const { session, deps } = setup();
    await session.renewAfterRejection('a1');
    await session.renewAfterRejection('a2');
    await session.renewAfterRejection('a3');
    // Each refresh goes out with the access token it replaces (the cookie itself is the browser's business).
    expect(deps.refresh.mock.calls.map(([access]) => access)).toEqual(['a1', 'a2', 'a3']);
  });
});

/** The browser's store after decision 0007: an access token, and only a hint that a refresh cookie exists. */
function cookieStore(initial: { accessToken?: string; cookie?: boolean }) {
  const store = {
    accessToken: initial.accessToken ?? null,
    cookie: initial.cookie ?? true,
    getAccessToken: () => store.accessToken,
    hasRefreshCredential: () => store.cookie,
    setTokens: (tokens: { accessToken: string }) => {
      store.accessToken = tokens.accessToken;
      store.cookie = true;
    },
    clearTokens: () => {
      store.accessToken = null;
      store.cookie = false;
    },
  };
  return store;
}

describe('token session: the refresh token is an HttpOnly cookie the app never sees', () => {
  function cookieSetup(initial: { accessToken?: string; cookie?: boolean }, outcome: RefreshOutcome = { ok: true, tokens: { accessToken: 'a2', validUntil: 2_000 } }) {
    const store = cookieStore(initial);
    const refresh = vi.fn<TokenSessionDeps['refresh']>(async () => outcome);
    const onSessionEnded = vi.fn<TokenSessionDeps['onSessionEnded']>();
    const session = createTokenSession({
      store,
      check: async (token) => token !== 'expired',
      refresh,
      now: () => 1_000_000,
      onSessionEnded,
    });
    return { store, refresh, onSessionEnded, session };
  }

  it('refreshes without a stored refresh token: the server reads the cookie', async () => {
    const { session, refresh, store } = cookieSetup({ accessToken: 'expired' });
    await expect(session.ensureValidToken()).resolves.toBe('a2');
    expect(refresh).toHaveBeenCalledTimes(1);
    // Only the (informative) access token goes along; there is no refresh token to send.
    expect(refresh).toHaveBeenCalledWith('expired');
    expect(store.accessToken).toBe('a2');
  });

  it('restores the session through the cookie when this tab has no access token (new tab, reload after expiry)', async () => {
    const { session, refresh, onSessionEnded } = cookieSetup({ accessToken: undefined, cookie: true });
    await expect(session.ensureValidToken()).resolves.toBe('a2');
    expect(refresh).toHaveBeenCalledWith(null);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not ask the server when no cookie session is known, and ends the session as missing', async () => {
    const { session, refresh, onSessionEnded } = cookieSetup({ accessToken: undefined, cookie: false });
    await expect(session.ensureValidToken()).rejects.toBeInstanceOf(AuthenticationError);
    expect(refresh).not.toHaveBeenCalled();
    expect(onSessionEnded).toHaveBeenCalledWith('missing');
  });

  it('ends the session when the server refuses the cookie', async () => {
    const { session, store, onSessionEnded } = cookieSetup({ accessToken: 'expired' }, { ok: false });
    await expect(session.ensureValidToken()).rejects.toBeInstanceOf(AuthenticationError);
    expect(store.accessToken).toBeNull();
    expect(store.cookie).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledWith('rejected');
  });
});
