// What the support mail says about the device (spec §2 support-mail composer): operating system and a
// short device description, read from the user agent. Pure, so it can be tested with any agent string.

export interface DeviceInfo {
  os: string;
  device: string;
}

interface Rule {
  test: RegExp;
  name: (match: RegExpExecArray) => string;
}

// Order matters: iPadOS and Android agents also mention other systems.
const OS_RULES: readonly Rule[] = [
  { test: /Windows NT ([\d.]+)/, name: (m) => `Windows NT ${m[1] ?? ''}`.trim() },
  { test: /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, name: (m) => `iOS ${(m[1] ?? '').replaceAll('_', '.')}` },
  { test: /Android ([\d.]+)/, name: (m) => `Android ${m[1] ?? ''}` },
  { test: /CrOS/, name: () => 'ChromeOS' },
  { test: /Mac OS X ([\d_.]+)/, name: (m) => `macOS ${(m[1] ?? '').replaceAll('_', '.')}` },
  { test: /Linux/, name: () => 'Linux' },
];

const BROWSER_RULES: readonly Rule[] = [
  { test: /Edg\/([\d]+)/, name: (m) => `Edge ${m[1] ?? ''}` },
  { test: /Firefox\/([\d]+)/, name: (m) => `Firefox ${m[1] ?? ''}` },
  { test: /(?:Chrome|Chromium|CriOS)\/([\d]+)/, name: (m) => `Chrome ${m[1] ?? ''}` },
  { test: /Version\/([\d.]+).*Safari/, name: (m) => `Safari ${m[1] ?? ''}` },
];

function firstMatch(rules: readonly Rule[], userAgent: string): string | undefined {
  for (const rule of rules) {
    const match = rule.test.exec(userAgent);
    if (match) return rule.name(match);
  }
  return undefined;
}

function deviceClass(userAgent: string): 'tablet' | 'phone' | 'desktop' {
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'tablet';
  if (/Mobile|iPhone|iPod/.test(userAgent)) return 'phone';
  return 'desktop';
}

/** `unknown` parts stay readable in the mail instead of failing. */
export function describeDevice(userAgent: string): DeviceInfo {
  const os = firstMatch(OS_RULES, userAgent) ?? 'unknown';
  const browser = firstMatch(BROWSER_RULES, userAgent);
  const device = browser ? `${deviceClass(userAgent)}, ${browser}` : deviceClass(userAgent);
  return { os, device };
}
