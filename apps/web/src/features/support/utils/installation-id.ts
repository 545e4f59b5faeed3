// The installation identifier of the support mail (spec §2): generated once per browser and kept locally,
// so support can tell reports from the same installation apart from others.
export const INSTALLATION_ID_KEY = 'installationId';

function generateId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID still have getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getInstallationId(storage: Storage | undefined = safeLocalStorage()): string {
  const stored = storage?.getItem(INSTALLATION_ID_KEY);
  if (stored) return stored;
  const id = generateId();
  try {
    storage?.setItem(INSTALLATION_ID_KEY, id);
  } catch {
    // Without storage the id lasts for this page only.
  }
  return id;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
