// Notifications in a real browser against the real server (issue 16): the header's bell with the seeded
// unread count opens a notification's screen and the count drops; a notification the instructor causes
// raises the student's badge live (the real-time stream); the per-kind push settings survive a reload;
// and web push in Chromium: the service worker (production build) shows a delivered push message worded
// in the device's language and opens its screen on a click. Chromium here has no push service, so the
// message is delivered through the DevTools protocol (ServiceWorker.deliverPushMessage) instead of a
// subscription the server pushes to.
import type { AppNotification, NotificationList, PushPayload } from '@campus/shared';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { authHeaders, courseIdOf, signedInPage } from './support/course.ts';

test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1366, height: 768 };
const COURSE_LABEL = 'Coaching Basics';
const SEEDED_ASSIGNMENT = 'Plan a 60-minute training session';

function bell(page: Page) {
  return page.getByTestId('notification-bell');
}

async function notificationsOf(page: Page): Promise<NotificationList> {
  const response = await page.request.get('/api/rest/notifications?limit=50', { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as NotificationList;
}

/** The bell's accessible name for a count ("Notifications, 3 unread", or "Notifications" at 0). */
function bellName(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** After following a link into a course: the campus terms first while they are not accepted, then the screen. */
async function pastTerms(page: Page, heading: ReturnType<Page['getByRole']>): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms.or(heading).first()).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await expect(terms).toBeHidden();
  }
  await expect(heading).toBeVisible();
}

test('the bell shows the unread count, opens a notification’s screen and the count drops', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: WIDE });
  const before = await notificationsOf(student);
  expect(before.unread).toBeGreaterThan(0);
  const assignment = before.items.find((item) => item.kind === 'assignment' && item.title === SEEDED_ASSIGNMENT);
  if (!assignment) throw new Error('the seeded assignment notification is missing');

  await expect(bell(student)).toHaveAccessibleName(bellName(before.unread));
  await expect(student.getByTestId('notification-badge')).toContainText(String(before.unread));
  await bell(student).click();
  const list = student.getByRole('list', { name: 'Notifications' });
  await expect(list).toBeVisible();
  // Newest first, worded per kind.
  const rows = list.getByRole('link');
  await expect(rows.first()).toContainText(before.items[0]?.title ?? '');
  await expectAccessible(student, 'notification list');

  const row = rows.filter({ hasText: `published the assignment “${SEEDED_ASSIGNMENT}”` });
  await expect(row).toContainText('Unread');
  await row.click();
  await pastTerms(student, student.getByRole('heading', { level: 1, name: SEEDED_ASSIGNMENT }));
  expect(new URL(student.url()).pathname).toMatch(/\/course-\d+\/app\/assignment\/\d+$/);
  await expect(bell(student)).toHaveAccessibleName(bellName(before.unread - 1));
  expect((await notificationsOf(student)).items.find((item) => item.id === assignment.id)?.read).toBe(true);
  await student.context().close();
});

test('a notification the instructor causes raises the student’s badge live', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: WIDE });
  const instructor = await signedInPage(browser, 'instructor@example.org');
  const courseId = await courseIdOf(instructor, COURSE_LABEL);
  const { unread } = await notificationsOf(student);
  await expect(bell(student)).toHaveAccessibleName(bellName(unread));

  const title = `Live news ${Date.now()}`;
  const created = await instructor.request.post(`/api/rest/content?og=${courseId}`, {
    headers: await authHeaders(instructor),
    data: { type: 'news', title, body: '<p>Fresh from the pitch.</p>' },
  });
  expect(created.ok()).toBe(true);

  // No reload: the real-time stream brings it.
  await expect(bell(student)).toHaveAccessibleName(bellName(unread + 1));
  await expect(student.getByText(`Ian Instructor posted “${title}”`).first()).toBeVisible();
  await bell(student).click();
  await expect(student.getByRole('list', { name: 'Notifications' }).getByRole('link').first()).toContainText(title);
  await student.keyboard.press('Escape');
  await expect(student.getByRole('list', { name: 'Notifications' })).toBeHidden();
  await student.context().close();
  await instructor.context().close();
});

test('push settings per kind are saved and survive a reload', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: WIDE });
  await student.getByTestId('user-menu').click();
  await student.getByTestId('user-menu-notification-settings').click();
  await expect(student.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  const assignments = student.getByRole('switch', { name: 'New assignments' });
  await expect(assignments).toBeChecked();
  await expectAccessible(student, 'notification settings');

  await assignments.click();
  await expect(student.getByText('Notification settings saved.')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('switch', { name: 'New assignments' })).not.toBeChecked();
  await expect(student.getByRole('switch', { name: 'New messages' })).toBeChecked();

  await student.getByRole('switch', { name: 'New assignments' }).click();
  await expect(student.getByRole('switch', { name: 'New assignments' })).toBeChecked();
  await student.reload();
  await expect(student.getByRole('switch', { name: 'New assignments' })).toBeChecked();

  // The settings screen links here too.
  await student.goto('/settings');
  await student.getByTestId('settings-notification-settings').click();
  await expect(student.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await student.context().close();
});

test('a push message in Chromium is shown worded and opens its screen on a click', async ({ browser, baseURL }) => {
  const student = await signedInPage(browser, 'student@example.org', { viewport: WIDE });
  const context = student.context();
  await context.grantPermissions(['notifications'], { origin: baseURL ?? new URL(student.url()).origin });
  const origin = new URL(student.url()).origin;

  // The production build registers the worker at start-up; it claims the page once active.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  expect(new URL(worker.url()).pathname).toBe('/sw.js');
  await student.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => student.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The device section: push can be turned on here, but this Chromium reaches no push service.
  await student.goto('/push-notification-settings');
  await expect(student.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await student.getByRole('button', { name: 'Turn on' }).click();
  await expect(student.getByTestId('push-error')).toContainText('push service cannot be reached', { timeout: 30_000 });
  await expect(student.getByRole('button', { name: 'Turn on' })).toBeVisible();

  // A push message as the server sends it, built from a real notification of the student.
  const notification = (await notificationsOf(student)).items.find((item: AppNotification) => item.kind === 'assignment' && item.title === SEEDED_ASSIGNMENT);
  if (!notification) throw new Error('the seeded assignment notification is missing');
  const payload: PushPayload = {
    kind: notification.kind,
    id: notification.id,
    path: notification.path,
    title: notification.title,
    actor: notification.actor?.name ?? null,
    language: 'de',
  };

  const cdp = await context.newCDPSession(student);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  const expectedTitle = `Ian Instructor hat die Aufgabe „${SEEDED_ASSIGNMENT}“ veröffentlicht`;
  await expect
    .poll(() => worker.evaluate(async () => (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((shown) => shown.title)))
    .toContain(expectedTitle);
  const shown = await worker.evaluate(async (tag) => {
    const [first] = await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications({ tag });
    return first ? { tag: first.tag, icon: first.icon, data: first.data as unknown } : null;
  }, `notification-${notification.id}`);
  expect(shown).toEqual({ tag: `notification-${notification.id}`, icon: `${origin}/icons/icon-192.png`, data: { path: notification.path, id: notification.id } });

  // A click on it (a NotificationEvent dispatched in the worker) navigates the open window to the screen.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [first] = await scope.registration.getNotifications({ tag });
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    if (first) scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: first }));
  }, `notification-${notification.id}`);
  await pastTerms(student, student.getByRole('heading', { level: 1, name: SEEDED_ASSIGNMENT }));
  expect(new URL(student.url()).pathname).toMatch(/\/course-\d+\/app\/assignment\/\d+$/);
  await expect.poll(() => worker.evaluate(async () => (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).length)).toBe(0);
  await context.close();
});
