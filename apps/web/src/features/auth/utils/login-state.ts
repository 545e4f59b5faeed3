// Spec §4 "Login": true or false; true after a token login or a credential login, false on token removal.
export interface LoginState {
  get(): boolean;
  set(loggedIn: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createLoginState(initial = false): LoginState {
  let loggedIn = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => loggedIn,
    set(next) {
      if (next === loggedIn) return;
      loggedIn = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's login state (one per page). */
export const loginState: LoginState = createLoginState();
