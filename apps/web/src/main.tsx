import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { registerServiceWorker } from './features/notifications/utils/register-service-worker.ts';
import { createAppRouter } from './app/router.tsx';
import { prepareForCsp } from './lib/csp-nonce.ts';
import { startNativeTokenStorage } from './lib/auth-storage.ts';
import { applyOrientationRule, orientationRule, type OrientationPort } from './lib/device-rules.ts';
import { createI18n, getStoredLanguage, resolveLanguage } from './lib/i18n.ts';
import { getPlatform } from './lib/platform.ts';
import { queryClient } from './lib/query-client.ts';

// Before anything renders: libraries that add style elements or probe eval must respect the page's CSP.
prepareForCsp();

// Native iOS: phones stay upright, tablets rotate (spec §9); a no-op on the web and on Android.
void applyOrientationRule(
  orientationRule(getPlatform(), { width: window.screen.width, pixelRatio: window.devicePixelRatio }),
  getPlatform() === 'web' ? undefined : (window.screen.orientation as OrientationPort | undefined),
);

/** Native: the session kept on the device, before anything asks for a token (lib/auth-storage.ts). */
async function restoreNativeSession(): Promise<void> {
  if (getPlatform() === 'web') return;
  const { createSecureTokenVault } = await import('./lib/native-token-vault.ts');
  await startNativeTokenStorage(createSecureTokenVault());
}

// Not top-level await: a lazy chunk that imports from the entry chunk (shared code Rollup placed there)
// would wait for this module to finish evaluating while this module waits for the chunk.
async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // Translations first, so that the first paint is already in the right language.
  const [i18n] = await Promise.all([
    createI18n({ language: resolveLanguage(window.location.pathname, getStoredLanguage()) }),
    restoreNativeSession(),
  ]);
  const router = createAppRouter();

  createRoot(container).render(
    <StrictMode>
      <AppProvider i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );

  // Web push (issue 16): the service worker, in production builds only (spec §9).
  registerServiceWorker();
}

void boot();
