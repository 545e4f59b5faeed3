// Dates as the campus shows them (spec §9: dd.mm.yy), in the user's local time, and file sizes.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `dd.mm.yy`, or `dd.mm.yy HH:mm` with time; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, { withTime = false }: { withTime?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear() % 100)}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB"; whole bytes below 1 KB. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${UNITS[unit]}`;
}

/** The export languages the server offers; anything else gets English. */
export function exportLanguageOf(language: string | undefined): 'de' | 'en' {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}
