// Leaving the single-page app for another address with a full page load (sign-out, end of an
// impersonation). One function, so that tests can stand in for the browser's navigation.
import { nativeTokensWritten, usesBodyTokenTransport } from '../../../lib/auth-storage.ts';

export function leavePage(url: string): void {
  // Native writes the session to the device asynchronously: the new page must find it written.
  if (usesBodyTokenTransport()) void nativeTokensWritten().then(() => window.location.assign(url));
  else window.location.assign(url);
}
