// The device's connection (spec §3 wifi_upload_only, issue 19): on native from `@capacitor/network`
// (`Network.getStatus()`: wifi, cellular, none), on the web from the Network Information API where the
// browser has it. The plugin is imported lazily, like every Capacitor plugin (lib/platform.ts explains the
// budget), and handed in as an interface so tests use a double at this boundary.

/** What the upload rules need to know about the link; `unknown` when the platform does not say. */
export type ConnectionKind = 'wifi' | 'ethernet' | 'cellular' | 'none' | 'unknown';

/** The part of `@capacitor/network`'s status this module reads. */
export interface NativeConnectionStatus {
  connected: boolean;
  connectionType: string;
}

/** The part of `@capacitor/network`'s plugin this module uses. */
export interface NetworkStatusPlugin {
  getStatus(): Promise<NativeConnectionStatus>;
  addListener(eventName: 'networkStatusChange', listener: (status: NativeConnectionStatus) => void): Promise<{ remove(): Promise<void> }>;
}

/** Where the answers come from: the real plugin and browser in the app, doubles in tests. */
export interface ConnectionSources {
  native: boolean;
  loadNetwork?: () => Promise<NetworkStatusPlugin>;
  browser?: { onLine: boolean; connection?: { type?: string } };
}

/**
 * Wrapped, never the plugin itself: a Capacitor plugin is a Proxy that answers every property, `then`
 * included, so an async function returning it never settles (the promise waits on a plugin method
 * "then" that does not exist). Found by e2e/native-origin.spec.ts: the upload button did nothing.
 */
export function asNetworkStatusPlugin(network: NetworkStatusPlugin): NetworkStatusPlugin {
  return {
    getStatus: () => network.getStatus(),
    addListener: (eventName, listener) => network.addListener(eventName, listener),
  };
}

const loadCapacitorNetwork = async (): Promise<NetworkStatusPlugin> => asNetworkStatusPlugin((await import('@capacitor/network')).Network);

function browserNavigator(): ConnectionSources['browser'] {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: { type?: string } });
}

/** The Network Information API's answer (`navigator.connection.type`, `navigator.onLine`). */
export function connectionKind(connection: { type?: string } | undefined, online: boolean): ConnectionKind {
  if (!online) return 'none';
  switch (connection?.type) {
    case 'wifi':
      return 'wifi';
    case 'ethernet':
      return 'ethernet';
    case 'cellular':
      return 'cellular';
    case 'none':
      return 'none';
    default:
      return 'unknown';
  }
}

/** `@capacitor/network`'s answer: not connected is `none` whatever the type says. */
export function nativeConnectionKind(status: NativeConnectionStatus): ConnectionKind {
  if (!status.connected) return 'none';
  switch (status.connectionType) {
    case 'wifi':
      return 'wifi';
    case 'cellular':
      return 'cellular';
    case 'none':
      return 'none';
    default:
      return 'unknown';
  }
}

function browserKind(browser: ConnectionSources['browser']): ConnectionKind {
  return browser ? connectionKind(browser.connection, browser.onLine) : 'unknown';
}

/** The connection now: the plugin on native (the browser's guess only if the plugin fails), else the browser's. */
export async function currentConnectionKind({ native, loadNetwork = loadCapacitorNetwork, browser = browserNavigator() }: ConnectionSources): Promise<ConnectionKind> {
  if (!native) return browserKind(browser);
  try {
    const network = await loadNetwork();
    return nativeConnectionKind(await network.getStatus());
  } catch {
    return browserKind(browser);
  }
}

/**
 * Calls `onChange` with the connection whenever it changes: the plugin's networkStatusChange on native, the
 * window's online/offline events on the web. Returns the unsubscribe.
 */
export function watchConnection(onChange: (kind: ConnectionKind) => void, { native, loadNetwork = loadCapacitorNetwork, browser = browserNavigator() }: ConnectionSources): () => void {
  if (!native) {
    const fire = () => onChange(browserKind(browser));
    window.addEventListener('online', fire);
    window.addEventListener('offline', fire);
    return () => {
      window.removeEventListener('online', fire);
      window.removeEventListener('offline', fire);
    };
  }
  let stopped = false;
  let handle: { remove(): Promise<void> } | null = null;
  void loadNetwork()
    .then((network) => network.addListener('networkStatusChange', (status) => onChange(nativeConnectionKind(status))))
    .then((added) => {
      if (stopped) void added.remove();
      else handle = added;
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    void handle?.remove();
  };
}
