// The server's CSP (apps/server/src/plugins/security-headers.ts) allows style elements only from our files
// or under a per-page nonce, and no eval. The page hands the nonce to the app in
// `<meta property="csp-nonce" nonce="…">`; the browser hides a nonce attribute's value, so it is read
// from the `nonce` property. Mantine gets it through MantineProvider, Tiptap through useEditor.

/** Globals that libraries read on their own (see prepareForCsp). */
interface CspGlobals {
  __webpack_nonce__?: string;
  __zod_globalConfig?: { jitless?: boolean };
}

/** The page's style nonce; undefined outside a server-served page (tests, the Vite dev server). */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/** Call once before rendering: prepares the libraries that would otherwise trip the CSP. */
export function prepareForCsp(nonce: string | undefined = readCspNonce()): void {
  const globals = globalThis as CspGlobals;
  // react-remove-scroll (Mantine's modals, drawers, menus) adds a style element with the nonce it finds here
  // (the get-nonce convention).
  if (nonce !== undefined) globals.__webpack_nonce__ = nonce;
  // zod probes `new Function` to decide on its fast path; without 'unsafe-eval' the probe is refused and
  // reported as a violation. Changed in place: zod keeps a reference to this object once loaded.
  globals.__zod_globalConfig ??= {};
  globals.__zod_globalConfig.jitless = true;
}
