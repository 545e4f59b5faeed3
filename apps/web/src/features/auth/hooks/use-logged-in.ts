// The login state (spec §4) for components, e.g. what only signed-in users see (the global header).
import { useSyncExternalStore } from 'react';
import { loginState } from '../utils/login-state.ts';

export function useLoggedIn(): boolean {
  return useSyncExternalStore(loginState.subscribe, loginState.get, () => false);
}
