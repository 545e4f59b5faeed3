// Dialogs in a real browser against the real server (issue 13): the instructor starts a topic in
// "Coaching Basics", the student replies, the instructor closes it and the student can no longer reply;
// the admin starts an ad-hoc dialog with the student, who finds it in `app/adhoc-dialogs`, while a
// non-participant gets "does not exist". Throwaway topics with unique titles, so other specs and
// reruns see the seed as it was.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Coaching Basics';

test.describe.configure({ mode: 'serial' });

/** Types into the rich-text editor labelled `name` inside `scope`. */
async function typeRichText(page: Page, scope: ReturnType<Page['getByRole']>, name: string, text: string): Promise<void> {
  await scope.getByRole('textbox', { name }).click();
  await page.keyboard.type(text);
}

test('the instructor starts a topic, the student replies, the instructor closes it', async ({ browser }) => {
  const title = `Set pieces ${Date.now()}`;
  const instructor = await signedInPage(browser, 'instructor@example.org');
  const courseId = await courseIdOf(instructor, COURSE_LABEL);
  const list = `/course-${courseId}/app/dialogs`;
  await openCourseScreen(instructor, list, 'dialogs-page');
  await expect(instructor.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeVisible();
  // The seed's pinned topic comes first; the side menu links the screen.
  await expect(instructor.getByTestId('dialog-row').first()).toHaveAttribute('data-pinned', 'true');
  await expect(instructor.getByTestId('side-menu').getByRole('link', { name: 'Dialogs' })).toBeVisible();
  await expectAccessible(instructor, 'course dialogs (instructor)');

  await instructor.getByRole('button', { name: 'New topic' }).click();
  const form = instructor.getByRole('dialog', { name: 'New topic' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await typeRichText(instructor, form, 'Text', 'Which corner routine works for your team?');
  await expectAccessible(instructor, 'new topic dialog');
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(form).toBeHidden();
  await expect(instructor).toHaveURL(new RegExp(`/course-${courseId}/app/dialogs\\?id=\\d+$`));
  await expect(instructor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const topicPath = new URL(instructor.url()).pathname + new URL(instructor.url()).search;

  // The student finds it in the list and replies.
  const student = await signedInPage(browser, 'student@example.org');
  await openCourseScreen(student, list, 'dialogs-page');
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByRole('button', { name: 'Close topic' })).toHaveCount(0);
  await typeRichText(student, student.getByTestId('dialog-detail'), 'Your reply', 'Short corners, every time.');
  await student.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(student.getByTestId('dialog-reply')).toHaveCount(1);
  await expect(student.getByTestId('dialog-reply')).toContainText('Short corners, every time.');
  await expect(student.getByTestId('dialog-reply')).toContainText('Sam Student');
  await expectAccessible(student, 'course topic with a reply (student)');

  // The instructor sees the reply and closes the topic.
  await openCourseScreen(instructor, topicPath, 'dialog-detail');
  await expect(instructor.getByTestId('dialog-reply')).toContainText('Short corners, every time.');
  await instructor.getByRole('button', { name: 'Close topic' }).click();
  await expect(instructor.getByTestId('dialog-closed-note')).toBeVisible();
  await expect(instructor.getByRole('button', { name: 'Reopen topic' })).toBeVisible();
  await expectAccessible(instructor, 'closed topic (instructor)');

  // The student no longer gets a reply box; the list marks the topic closed.
  await student.reload();
  await expect(student.getByTestId('dialog-closed-note')).toBeVisible();
  await expect(student.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  await student.getByRole('link', { name: 'Back to the dialogs' }).click();
  await expect(student.getByTestId('dialog-row').filter({ hasText: title })).toHaveAttribute('data-closed', 'true');
  await instructor.context().close();
  await student.context().close();
});

test('the admin starts an ad-hoc dialog with the student, who sees it; others do not', async ({ browser }) => {
  const title = `Referee evening ${Date.now()}`;
  const admin = await signedInPage(browser, 'admin@example.org');
  await admin.goto('/app/adhoc-dialogs');
  await expect(admin.getByRole('heading', { level: 1, name: 'Ad-hoc dialogs' })).toBeVisible();
  await expectAccessible(admin, 'ad-hoc dialogs (admin)');

  await admin.getByRole('button', { name: 'New dialog' }).click();
  const form = admin.getByRole('dialog', { name: 'New ad-hoc dialog' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const participants = form.getByRole('textbox', { name: 'Participants' });
  await participants.fill('Sam');
  await admin.getByRole('option', { name: 'Sam Student' }).click();
  await typeRichText(admin, form, 'Text', 'Who can host the next referee evening?');
  await expectAccessible(admin, 'new ad-hoc dialog');
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByTestId('dialog-participants-list')).toContainText('Sam Student');
  const dialogUrl = admin.url();

  const student = await signedInPage(browser, 'student@example.org');
  await student.goto('/app/adhoc-dialogs');
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByTestId('dialog-body')).toContainText('Who can host the next referee evening?');
  await expectAccessible(student, 'ad-hoc dialog (participant)');

  // Not a participant and no dialog manager: neither listed nor open.
  const mentor = await signedInPage(browser, 'mentor@example.org');
  await mentor.goto('/app/adhoc-dialogs');
  await expect(mentor.getByRole('heading', { level: 1, name: 'Ad-hoc dialogs' })).toBeVisible();
  await expect(mentor.getByRole('link', { name: title })).toHaveCount(0);
  await mentor.goto(new URL(dialogUrl).pathname + new URL(dialogUrl).search);
  await expect(mentor.getByRole('alert')).toContainText('This dialog does not exist or you do not take part in it.');
  await Promise.all([admin, student, mentor].map((page) => page.context().close()));
});
