// Spec §4 "Redirect tokens". Imported first by app/provider.tsx, which main.tsx imports before it runs
// anything: the tokens leave the address bar and go into storage before the first render and before the
// first request (translations included), so no Referer, history entry or log ever carries them. Also
// the start-up clean-up of decision 0007: a refresh token an older version left in localStorage goes.
import { consumeRedirectTokens } from '../features/auth/utils/redirect-tokens.ts';
import { forgetStoredPassword, removeLegacyTokens, setTokens, usesBodyTokenTransport } from '../lib/auth-storage.ts';

if (typeof window !== 'undefined') {
  removeLegacyTokens();
  try {
    consumeRedirectTokens(
      window,
      (tokens) => {
        // Native: kept in memory until main.tsx starts the device storage, which then writes them.
        setTokens(tokens);
        // Whoever signed in on the page may not be whose password this tab kept for auto login.
        forgetStoredPassword();
      },
      { keepRefreshToken: usesBodyTokenTransport() },
    );
  } catch (error) {
    // Storage refused (private mode): the user stays signed out and sees the sign-in entry.
    console.warn('could not store the sign-in tokens', error);
  }
}
