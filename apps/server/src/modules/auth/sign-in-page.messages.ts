// Texts of the server-rendered sign-in page, German and English (the page is outside the React app,
// so it carries its own small dictionary; a test keeps both languages complete).

export const PAGE_LANGUAGES = ['de', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export interface SignInMessages {
  documentTitle: string;
  heading: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  ssoButton: string;
  ssoDivider: string;
  ssoOnlyIntro: string;
  languageSwitch: string;
  errorInvalidCredentials: string;
  errorAccountDisabled: string;
  errorRateLimited: string;
  errorRateLimitedWithMinutes: string;
  errorCsrf: string;
  errorSsoFailed: string;
  errorSsoAccountConflict: string;
  refusedTitle: string;
  refusedBody: string;
  refusedBack: string;
}

export const SIGN_IN_MESSAGES: Readonly<Record<PageLanguage, SignInMessages>> = {
  en: {
    documentTitle: 'Sign in · Campus',
    heading: 'Sign in to Campus',
    intro: 'Sign in with your campus email address and password.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    ssoButton: 'Sign in with your campus account',
    ssoDivider: 'or',
    ssoOnlyIntro: 'This campus signs you in through its identity provider.',
    languageSwitch: 'Deutsch',
    errorInvalidCredentials: 'The email address or password is wrong.',
    errorAccountDisabled: 'This account has been disabled. Please contact your campus administration.',
    errorRateLimited: 'Too many failed attempts. Please wait a moment and try again.',
    errorRateLimitedWithMinutes: 'Too many failed attempts. Please try again in {minutes} minutes.',
    errorCsrf: 'The sign-in form had expired. Please try again.',
    errorSsoFailed: 'Signing in with your campus account did not work. Please try again.',
    errorSsoAccountConflict:
      'An account with this email address already exists and cannot be linked automatically. Please contact your campus administration.',
    refusedTitle: 'This sign-in link is not valid',
    refusedBody: 'The address to return to after signing in does not belong to this campus.',
    refusedBack: 'Go to the campus start page',
  },
  de: {
    documentTitle: 'Anmelden · Campus',
    heading: 'Beim Campus anmelden',
    intro: 'Melde dich mit deiner Campus-E-Mail-Adresse und deinem Passwort an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    ssoButton: 'Mit dem Campus-Konto anmelden',
    ssoDivider: 'oder',
    ssoOnlyIntro: 'Dieser Campus meldet dich über seinen Identitätsanbieter an.',
    languageSwitch: 'English',
    errorInvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    errorAccountDisabled: 'Dieses Konto wurde deaktiviert. Bitte wende dich an deine Campus-Verwaltung.',
    errorRateLimited: 'Zu viele fehlgeschlagene Versuche. Bitte warte einen Moment und versuche es erneut.',
    errorRateLimitedWithMinutes: 'Zu viele fehlgeschlagene Versuche. Bitte versuche es in {minutes} Minuten erneut.',
    errorCsrf: 'Das Anmeldeformular war abgelaufen. Bitte versuche es noch einmal.',
    errorSsoFailed: 'Die Anmeldung mit dem Campus-Konto hat nicht geklappt. Bitte versuche es noch einmal.',
    errorSsoAccountConflict:
      'Ein Konto mit dieser E-Mail-Adresse existiert bereits und kann nicht automatisch verknüpft werden. Bitte wende dich an deine Campus-Verwaltung.',
    refusedTitle: 'Dieser Anmeldelink ist ungültig',
    refusedBody: 'Die Adresse, zu der nach der Anmeldung zurückgekehrt werden soll, gehört nicht zu diesem Campus.',
    refusedBack: 'Zur Startseite des Campus',
  },
};

/** `?lang=` wins, then the first supported language of Accept-Language (by q), then English. */
export function pickPageLanguage(queryLang: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (queryLang && isPageLanguage(queryLang.toLowerCase())) return queryLang.toLowerCase() as PageLanguage;
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => isPageLanguage(entry.primary));
  return match ? (match.primary as PageLanguage) : 'en';
}

function isPageLanguage(value: string): value is PageLanguage {
  return (PAGE_LANGUAGES as readonly string[]).includes(value);
}
