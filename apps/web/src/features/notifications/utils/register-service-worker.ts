// Start-up: registers the service worker (web push) in production builds where the browser has one
// (spec §9: production only). A development build never registers it, so no stale worker serves a
// developer's page.
export const SERVICE_WORKER_PATH = '/sw.js';

export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
