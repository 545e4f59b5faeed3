// Texts the server puts into the Configuration (og_inactive), in the configuration's language.
import type { Language } from '@campus/shared';
import type { CoursePeriodState } from '../courses/courses.policy.ts';

type InactiveState = Exclude<CoursePeriodState, 'running'>;

const MESSAGES: Readonly<Record<Language, Record<InactiveState, { title: string; body: (date: string) => string }>>> = {
  en: {
    not_started: {
      title: 'This course has not started yet',
      body: (date) => `It opens on ${date}. Until then its content is not available.`,
    },
    ended: {
      title: 'This course has ended',
      body: (date) => `It ended on ${date}. Ask the course management if you still need access.`,
    },
  },
  de: {
    not_started: {
      title: 'Dieser Kurs hat noch nicht begonnen',
      body: (date) => `Er beginnt am ${date}. Bis dahin sind seine Inhalte nicht verfügbar.`,
    },
    ended: {
      title: 'Dieser Kurs ist beendet',
      body: (date) => `Er endete am ${date}. Wende dich an die Kursleitung, wenn du weiterhin Zugriff brauchst.`,
    },
  },
};

/** dd.mm.yy (spec §9), in UTC like the stored course dates. */
export function formatCourseDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCFullYear() % 100)}`;
}

export function courseInactiveMessage(language: Language, state: InactiveState, date: Date | null): { title: string; body: string } {
  const message = MESSAGES[language][state];
  return { title: message.title, body: date === null ? '' : message.body(formatCourseDate(date)) };
}
