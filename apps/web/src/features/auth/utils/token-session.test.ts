import { describe, expect, it, vi } from 'vitest';
import { AuthenticationError, createTokenSession, NO_TOKEN_MESSAGE } from './token-session.ts';
import type { RefreshOutcome, SessionTokens, TokenSessionDeps, TokenStore } from './token-session.ts';

/** An in-memory token store (the browser one is tested in lib/auth-storage.test.ts). */
function memoryStore(initial: Partial<SessionTokens> = {}): TokenStore & { state: Partial<SessionTokens> } {
  const store = {
    state: { ...initial },
    getAccessToken: () => store.state.accessToken ?? null,
    getRefreshToken: () => store.state.refreshToken ?? null,
    setTokens: (tokens: SessionTokens) => {
      store.state = { ...tokens };
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

function setup(overrides: Overrides = {}, tokens: Partial<SessionTokens> = { accessToken: 'a1', refreshToken: 'r1' }) {
  let clock = 1_000_000;
  const store = memoryStore(tokens);
  let issued = 1;
  const check = vi.fn<TokenSessionDeps['check']>(overrides.check ?? (async () => true));
  const refresh = vi.fn<TokenSessionDeps['refresh']>(
    overrides.refresh ??
      (async (): Promise<RefreshOutcome> => {
        issued += 1;
        return { ok: true, tokens: { accessToken: `a${issued}`, refreshToken: `r${issued}`, validUntil: 2_000 } };
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
    store.setTokens({ accessToken: 'other', refreshToken: 'r', validUntil: 1 });
    await expect(session.ensureValidToken()).resolves.toBe('other');
    expect(deps.check).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the check fails, stores the new pair and trusts it', async () => {
    const { session, deps, store } = setup({ check: vi.fn(async () => false) });
    await expect(session.ensureValidToken()).resolves.toBe('a2');
    expect(deps.refresh).toHaveBeenCalledWith('r1', 'a1');
    expect(store.state).toEqual({ accessToken: 'a2', refreshToken: 'r2', validUntil: 2_000 });
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

  it('ends the session when the check fails and there is no refresh token', async () => {
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
    expect(store.state).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(deps.onSessionEnded).not.toHaveBeenCalled();
  });

  it('counts a token fresh from sign-in as checked', async () => {
    const { session, deps, store, advance } = setup({}, {});
    store.setTokens({ accessToken: 'signed-in', refreshToken: 'r', validUntil: 1 });
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
    pending.resolve({ ok: true, tokens: { accessToken: 'a2', refreshToken: 'r2', validUntil: 1 } });

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
        store.setTokens({ accessToken: 'from-other-tab', refreshToken: 'r9', validUntil: 1 });
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
    expect(deps.refresh.mock.calls.map(([refresh]) => refresh)).toEqual(['r1', 'r2', 'r3']);
  });
});
