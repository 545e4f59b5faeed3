// The support-mail composer (spec §2): a mailto link to the campus support address whose subject names
// the app and whose body lists app version, operating system, user id, device and installation id.

export interface SupportMailDetails {
  appVersion: string;
  os: string;
  userId: number | null;
  device: string;
  installationId: string;
}

export interface SupportMailTexts {
  subject: string;
  /** Lines before the details (a greeting, room to describe the problem). */
  intro: string;
  labels: Record<keyof SupportMailDetails, string>;
  /** Written where a value is unknown (no user signed in). */
  unknown: string;
}

const DETAIL_ORDER: readonly (keyof SupportMailDetails)[] = ['appVersion', 'os', 'userId', 'device', 'installationId'];

export function supportMailBody(details: SupportMailDetails, texts: SupportMailTexts): string {
  const lines = DETAIL_ORDER.map((key) => `${texts.labels[key]}: ${details[key] ?? texts.unknown}`);
  return `${texts.intro}\n\n\n---\n${lines.join('\n')}\n`;
}

/**
 * mailto URL with subject and body. encodeURIComponent, not URLSearchParams: mail clients show a `+`
 * for a space literally.
 */
export function supportMailto(to: string, details: SupportMailDetails, texts: SupportMailTexts): string {
  const subject = encodeURIComponent(texts.subject);
  const body = encodeURIComponent(supportMailBody(details, texts));
  return `mailto:${encodeURIComponent(to).replaceAll('%40', '@')}?subject=${subject}&body=${body}`;
}

/** The support address: the configured one, else `support@` the campus host. */
export function supportAddress(configured: string | undefined, campusUrl: string): string {
  if (configured && configured.includes('@')) return configured;
  let host: string;
  try {
    host = new URL(campusUrl).hostname;
  } catch {
    host = 'localhost';
  }
  return `support@${host}`;
}
