// The demo campus of issue 2, as constants: the seed writes exactly this, and tests, e2e specs and
// later features rely on it. Add to it; never rename what is here.
import { COURSE_ROLE, type CampusRole, type CourseKind, type CourseRoleId, type CourseType } from '@campus/shared';

export const DEMO_PASSWORD = 'campus-demo-2026';

export const DEMO_DOMAIN = { id: 1, name: 'Demo Campus', primaryColor: '#1c7ed6' } as const;

export const DEMO_SITES = {
  coachingAcademy: 'Coaching Academy',
  youthFootball: 'Youth Football',
} as const;
export type DemoSiteKey = keyof typeof DEMO_SITES;

export const DEMO_EMAILS = {
  admin: 'admin@example.org',
  manager: 'manager@example.org',
  instructor: 'instructor@example.org',
  mentor: 'mentor@example.org',
  student: 'student@example.org',
  guest: 'guest@example.org',
} as const;
export type DemoAccountKey = keyof typeof DEMO_EMAILS;

export interface DemoAccount {
  email: string;
  displayName: string;
  isAdmin: boolean;
  campusRoles: readonly CampusRole[];
}

export const DEMO_ACCOUNTS: Readonly<Record<DemoAccountKey, DemoAccount>> = {
  admin: { email: DEMO_EMAILS.admin, displayName: 'Ada Admin', isAdmin: true, campusRoles: [] },
  manager: { email: DEMO_EMAILS.manager, displayName: 'Mia Manager', isAdmin: false, campusRoles: ['campus_manager'] },
  instructor: { email: DEMO_EMAILS.instructor, displayName: 'Ian Instructor', isAdmin: false, campusRoles: [] },
  mentor: { email: DEMO_EMAILS.mentor, displayName: 'Max Mentor', isAdmin: false, campusRoles: [] },
  student: { email: DEMO_EMAILS.student, displayName: 'Sam Student', isAdmin: false, campusRoles: [] },
  guest: { email: DEMO_EMAILS.guest, displayName: 'Gia Guest', isAdmin: false, campusRoles: [] },
};

export const DEMO_COURSE_TITLES = {
  coachingBasics: 'Coaching Basics',
  blendedGoalkeeper: 'Blended Goalkeeper Training',
  rulesOfTheGame: 'Rules of the Game',
  selfPacedTactics: 'Self-paced Tactics',
  compactRefresher: 'Compact Refresher',
  coachesLounge: "Coaches' Lounge",
} as const;
export type DemoCourseKey = keyof typeof DEMO_COURSE_TITLES;

export interface DemoCourse {
  title: string;
  kind: CourseKind;
  courseType: CourseType;
  site: DemoSiteKey;
  description: string;
}

/** One course per course type plus a group, spread over both sites. */
export const DEMO_COURSES: Readonly<Record<DemoCourseKey, DemoCourse>> = {
  coachingBasics: {
    title: DEMO_COURSE_TITLES.coachingBasics,
    kind: 'course',
    courseType: 'default',
    site: 'coachingAcademy',
    description: 'The essentials of planning and running a training session.',
  },
  blendedGoalkeeper: {
    title: DEMO_COURSE_TITLES.blendedGoalkeeper,
    kind: 'course',
    courseType: 'blended',
    site: 'youthFootball',
    description: 'Goalkeeper training on the pitch, with online preparation between sessions.',
  },
  rulesOfTheGame: {
    title: DEMO_COURSE_TITLES.rulesOfTheGame,
    kind: 'course',
    courseType: 'elearning',
    site: 'youthFootball',
    description: 'The laws of the game for young players and their coaches, fully online.',
  },
  selfPacedTactics: {
    title: DEMO_COURSE_TITLES.selfPacedTactics,
    kind: 'course',
    courseType: 'self_learning',
    site: 'coachingAcademy',
    description: 'Tactical concepts to work through at your own pace.',
  },
  compactRefresher: {
    title: DEMO_COURSE_TITLES.compactRefresher,
    kind: 'course',
    courseType: 'compact_learning',
    site: 'coachingAcademy',
    description: 'A short refresher for licensed coaches.',
  },
  coachesLounge: {
    title: DEMO_COURSE_TITLES.coachesLounge,
    kind: 'group',
    courseType: 'default',
    site: 'coachingAcademy',
    description: 'A place for coaches to share ideas and questions.',
  },
};

const ALL_COURSES = Object.keys(DEMO_COURSES) as DemoCourseKey[];

/**
 * Course roles per account, exactly as issue 2's table. "Every course" includes the group
 * (a group is a course of kind group). The admin holds no course roles: admin counts as every role.
 */
export const DEMO_COURSE_ROLES: Readonly<Record<DemoAccountKey, Partial<Record<DemoCourseKey, CourseRoleId>>>> = {
  admin: {},
  manager: Object.fromEntries(ALL_COURSES.map((course) => [course, COURSE_ROLE.manager])),
  instructor: Object.fromEntries(ALL_COURSES.map((course) => [course, COURSE_ROLE.instructor])),
  mentor: { coachingBasics: COURSE_ROLE.mentor, selfPacedTactics: COURSE_ROLE.mentor },
  student: Object.fromEntries(
    ALL_COURSES.filter((course) => course !== 'compactRefresher').map((course) => [course, COURSE_ROLE.student]),
  ),
  guest: { coachingBasics: COURSE_ROLE.guest },
};

/** Marker in app_meta recording that the demo campus was written. */
export const DEMO_SEED_MARKER = 'demo_seeded';
