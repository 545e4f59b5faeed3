// A moment in a feed: "3 minutes ago" in the UI language, the exact dd.mm.yy HH:mm as its title (tooltip)
// and machine-readable in `dateTime`. Re-reads the clock every minute so "now" ages while the page is open.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative, toDate, type DateInput } from '../lib/dates.ts';

const TICK_MS = 60_000;

export function RelativeTime({ value, 'data-testid': testId }: { value: DateInput; 'data-testid'?: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} data-testid={testId}>
      {formatRelative(date, i18n.language, now)}
    </time>
  );
}
