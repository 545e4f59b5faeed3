// Leaving the single-page app for another address with a full page load (sign-out, end of an
// impersonation). One function, so that tests can stand in for the browser's navigation.
export function leavePage(url: string): void {
  window.location.assign(url);
}
