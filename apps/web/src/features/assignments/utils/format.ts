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

export { formatFileSize } from '../../../lib/file-size.ts';

/** The export languages the server offers; anything else gets English. */
export function exportLanguageOf(language: string | undefined): 'de' | 'en' {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}
