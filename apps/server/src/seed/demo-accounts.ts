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

/** The demo campus's e-mail domains (campus settings, domain management): SSO sign-ups at them join it. */
export const DEMO_EMAIL_DOMAINS = ['example.org'] as const;

/**
 * A pending campus invitation of the demo campus (issue 27): Mia Manager invited this address, which has
 * no account yet; whoever gets an account with it sees the invitation after signing in.
 */
export const DEMO_CAMPUS_INVITATION_EMAIL = 'invited@example.org';

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
 * Course templates (issue 18): offered on the campus to campus managers and course moderators. Compact
 * Refresher, which the demo student does not take, so no screenshot screen shows the flag.
 */
export const DEMO_TEMPLATE_COURSES: readonly DemoCourseKey[] = ['compactRefresher'];

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

/** Dashboard texts of each demo course, stored in the course settings (course save payload names). */
export const DEMO_COURSE_DASHBOARD: Readonly<
  Record<DemoCourseKey, { dashboardInfoTitle: string; dashboardInfo: string; courseInfo: string }>
> = {
  coachingBasics: {
    dashboardInfoTitle: 'Welcome to Coaching Basics',
    dashboardInfo: '<p>Start with the first assignment: plan a 60-minute session for your own team.</p>',
    courseInfo: '<p>Six weeks, one assignment a week. Your instructor reviews every session plan.</p>',
  },
  blendedGoalkeeper: {
    dashboardInfoTitle: 'Next on-pitch session',
    dashboardInfo: '<p>Prepare the handling drills online before we meet on the pitch.</p>',
    courseInfo: '<p>Online preparation between four on-pitch sessions.</p>',
  },
  rulesOfTheGame: {
    dashboardInfoTitle: 'Know the laws',
    dashboardInfo: '<p>Work through one law of the game per module and test yourself at the end.</p>',
    courseInfo: '<p>Fully online; about ten hours in total.</p>',
  },
  selfPacedTactics: {
    dashboardInfoTitle: 'Your tactics path',
    dashboardInfo: '<p>Pick up where you left off: every unit ends with a short video analysis.</p>',
    courseInfo: '<p>Self-paced: work through the units in your own time.</p>',
  },
  compactRefresher: {
    dashboardInfoTitle: 'Refresher in one weekend',
    dashboardInfo: '<p>Complete the learning package before the weekend workshop.</p>',
    courseInfo: '<p>A compact refresher for licensed coaches.</p>',
  },
  coachesLounge: {
    dashboardInfoTitle: "Coaches' Lounge",
    dashboardInfo: '<p>Share drills, questions and match experiences with other coaches.</p>',
    courseInfo: '<p>An open group for every coach on the campus.</p>',
  },
};

/**
 * Course features of demo courses, in the course settings (our key names, see courses.policy.ts
 * courseFeatures): "Self-paced Tactics" issues a certificate (issue 14).
 */
export const DEMO_COURSE_FEATURE_SETTINGS: Readonly<Partial<Record<DemoCourseKey, Readonly<Record<string, boolean>>>>> = {
  selfPacedTactics: { hasCertificate: true },
};

/** Look and global header of the demo campus (campus_settings). */
export const DEMO_CAMPUS_LOOK = {
  showGlobalHeader: true,
  globalHeader: {},
  colors: {
    global_header: { background_color: '#0b3d91', font_color: '#ffffff', text_hover_background: '#1c7ed6' },
    // Dark menu: the text colour rule (spec §9) picks white.
    main_menu: { main_menu_background_color: '#1d2b3a', text_hover: '#2f4a66' },
    main_background: '#f8f9fa',
  },
  fonts: { global_header: 'system-ui, sans-serif' },
} as const;

/**
 * Terms of use of the demo campus (version 1), plain text: the sports-association terms of spec §9
 * (inactive profiles deleted after one year, complaints within one month, two weeks' notice) and the
 * registration age rules of spec §5 (16 and over; 11 to 16 with a guardian's consent by email; not under 11).
 */
export const DEMO_LEGAL_TERMS = {
  de: `Nutzungsbedingungen des Demo Campus

Der Demo Campus ist die Lernplattform eines Sportverbands für Trainerinnen und Trainer, Vereine und ihre Mitglieder. Mit der Registrierung schließt du mit dem Verband einen unentgeltlichen Nutzungsvertrag zu diesen Bedingungen.

1. Registrierung und Alter
Registrieren dürfen sich Personen ab 16 Jahren. Wer zwischen 11 und 16 Jahre alt ist, braucht die Einwilligung einer erziehungsberechtigten Person; sie wird per E-Mail eingeholt, und das Profil wird erst nach ihrer Bestätigung freigeschaltet. Personen unter 11 Jahren können sich nicht registrieren.

2. Profil und Inhalte
Deine Angaben müssen wahr sein. Für Beiträge, Kommentare, Dokumente und Videos, die du einstellst, bist du verantwortlich; sie dürfen keine Rechte Dritter verletzen. Der Verband darf Inhalte entfernen, die gegen diese Bedingungen oder geltendes Recht verstoßen.

3. Inaktive Profile
Profile, die ein Jahr lang nicht genutzt wurden, werden gelöscht. Wir erinnern dich vorher per E-Mail daran.

4. Beschwerden
Beschwerden über Inhalte, Kurse oder Entscheidungen des Verbands musst du innerhalb eines Monats, nachdem du davon erfahren hast, schriftlich an den Verband richten.

5. Kündigung
Du und der Verband können den Nutzungsvertrag mit einer Frist von zwei Wochen kündigen. Das Recht zur fristlosen Kündigung aus wichtigem Grund bleibt unberührt.

6. Datenschutz
Wie wir deine Daten verarbeiten, erklärt die Datenschutzerklärung.

7. Änderungen
Ändern sich diese Bedingungen, bitten wir dich beim nächsten Öffnen eines Kurses, die neue Fassung anzunehmen.`,
  en: `Terms of use of the Demo Campus

The Demo Campus is the learning platform of a sports association for coaches, clubs and their members. By registering you enter into a free-of-charge user agreement with the association on these terms.

1. Registration and age
People aged 16 and over may register. People between 11 and 16 need the consent of a parent or guardian; it is requested by email, and the profile is activated only once they confirm. People under 11 cannot register.

2. Profile and content
Your details must be true. You are responsible for the posts, comments, documents and videos you publish; they must not infringe the rights of others. The association may remove content that breaks these terms or the law.

3. Inactive profiles
Profiles that have not been used for one year are deleted. We remind you by email beforehand.

4. Complaints
Complaints about content, courses or decisions of the association must be made to the association in writing within one month of your learning of the matter.

5. Notice
You and the association may end the user agreement with two weeks' notice. The right to end it without notice for good cause is unaffected.

6. Data protection
The privacy policy explains how we process your data.

7. Changes
When these terms change, we ask you to accept the new version the next time you open a course.`,
} as const;
