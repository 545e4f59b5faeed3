// The second origin that stands in for the native app's (capacitor://localhost, https://localhost) in
// the browser tests (issue 19): the next port after the e2e server's. playwright.config.ts lets the server's
// CORS list in this origin; e2e/native-origin.spec.ts serves the native build there.
export function nativeOriginFor(port: number): string {
  return `http://127.0.0.1:${port + 1}`;
}
