// The device browser on native (spec §2: external links, imprint and privacy "open in the system
// browser"). `@capacitor/browser` (and with it `@capacitor/core`) is imported lazily here, so it stays out
// of the initial bundle (lib/platform.ts explains the budget); on the web its own implementation opens a
// new tab.

export async function openInDeviceBrowser(url: string): Promise<void> {
  const { Browser } = await import('@capacitor/browser');
  await Browser.open({ url });
}
