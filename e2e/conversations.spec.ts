// Conversations in a real browser against the real server (issue 13). Two browser contexts: the demo
// student writes to the demo instructor, who has the conversation open; the message appears there within
// 2 s without a reload (the real-time stream), "Seen" comes back to the student, and the instructor's
// unread badge in the header counts the next message while another screen is shown. Then: attach a small
// file, edit and delete one's own message, and start a group conversation from the list.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

test.describe.configure({ mode: 'serial' });

const INSTRUCTOR = 'Ian Instructor';

/** The header's "More" menu, whose name carries the unread count ("More, 2 unread messages"). */
function moreButton(page: Page) {
  return page.getByTestId('global-header').getByRole('button', { name: /^More/ });
}

async function openListFromHeader(page: Page): Promise<void> {
  await moreButton(page).click();
  await page.getByRole('menuitem', { name: /^Conversations/ }).click();
  await expect(page.getByTestId('conversations-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
}

function thread(page: Page) {
  return page.getByTestId('message-thread');
}

test('a message reaches the other side live, with read receipt and unread badge', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org');
  const instructor = await signedInPage(browser, 'instructor@example.org');

  await student.goto('/app/campus-dashboard');
  await openListFromHeader(student);
  await expect(student.getByTestId('conversation-row').first()).toBeVisible();
  await expectAccessible(student, 'conversations list');

  // "New conversation" with the instructor opens the one-to-one the seed already holds.
  await student.getByRole('button', { name: 'New conversation' }).click();
  const dialog = student.getByRole('dialog', { name: 'New conversation' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Recipients' }).fill('Ian');
  await student.getByRole('option', { name: INSTRUCTOR }).click();
  await expectAccessible(student, 'new conversation dialog');
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(student).toHaveURL(/\/conversation\?id=\d+$/);
  await expect(student.getByRole('heading', { level: 1, name: INSTRUCTOR })).toBeVisible();
  await expect(thread(student).getByText('Shorten the warm-up to ten minutes', { exact: false })).toBeVisible();
  await expectAccessible(student, 'conversation');
  const conversationUrl = new URL(student.url()).pathname + new URL(student.url()).search;

  // The instructor has the same conversation open.
  await instructor.goto(conversationUrl);
  await expect(instructor.getByTestId('conversation-page')).toBeVisible();
  await expect(thread(instructor).getByTestId('message').first()).toBeVisible();
  await expectAccessible(instructor, 'conversation (instructor)');

  const first = `Live check ${Date.now()}`;
  await student.getByRole('textbox', { name: 'Message' }).fill(first);
  await student.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread(student).getByText(first)).toBeVisible();
  await expect(student.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // Within 2 s on the other screen, without a reload.
  await expect(thread(instructor).getByText(first)).toBeVisible({ timeout: 2_000 });
  // The instructor saw it: the student's message says so.
  await expect(student.getByTestId('message-seen')).toHaveText('Seen');
  await expect(student.getByTestId('message').filter({ hasText: first }).getByTestId('message-seen')).toBeVisible();

  // The instructor goes back to the list (in the app, no reload): nothing unread, the seed left none and
  // the live message was read where it appeared. The next message raises the badges.
  await instructor.getByRole('link', { name: 'Back to the conversations' }).click();
  await expect(instructor.getByTestId('conversations-page')).toBeVisible();
  await expect(moreButton(instructor)).toHaveAccessibleName('More');
  const second = `Badge check ${Date.now()}`;
  await student.getByRole('textbox', { name: 'Message' }).fill(second);
  await student.getByRole('button', { name: 'Send' }).click();
  await expect(thread(student).getByText(second)).toBeVisible();
  await expect(moreButton(instructor)).toHaveAccessibleName('More, 1 unread message');
  await expect(moreButton(instructor).getByTestId('menu-badge')).toHaveText('1');
  // The list re-sorted: the conversation is on top with its count and the new last message.
  const top = instructor.getByTestId('conversation-row').first();
  await expect(top).toContainText(second);
  await expect(top.getByTestId('conversation-unread')).toHaveText(/1 unread message/);
  await moreButton(instructor).click();
  await expect(instructor.getByRole('menuitem', { name: 'Conversations 1 unread message' })).toBeVisible();
  await expect(instructor.getByRole('menuitem', { name: 'Messages 1 unread message' })).toBeVisible();
  await instructor.keyboard.press('Escape');

  // On a course screen too, where the course's Conversations entry counts that course's conversations.
  const coachingBasics = await courseIdOf(instructor, 'Coaching Basics');
  await openCourseScreen(instructor, `/course-${coachingBasics}/app/dashboard`, 'course-dashboard');
  await expect(moreButton(instructor)).toHaveAccessibleName('More, 1 unread message');
  const third = `Second badge check ${Date.now()}`;
  await student.getByRole('textbox', { name: 'Message' }).fill(third);
  await student.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(moreButton(instructor)).toHaveAccessibleName('More, 2 unread messages');

  await student.context().close();
  await instructor.context().close();
});

test('the student attaches a file, edits and deletes a message', async ({ browser }) => {
  const student = await signedInPage(browser, 'student@example.org');
  await student.goto('/app/conversations');
  await student.getByTestId('conversation-row').filter({ hasText: INSTRUCTOR }).getByRole('link', { name: INSTRUCTOR }).click();
  await expect(student.getByTestId('conversation-page')).toBeVisible();

  // A small file goes up at once and is sent with the next message.
  await student.getByTestId('message-composer').locator('input[type="file"]').setInputFiles({ name: 'drill-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Rondo 5v2, two touches.') });
  await expect(student.getByRole('group', { name: 'Files to send' }).getByText('drill-notes.txt')).toBeVisible();
  const text = `Notes attached ${Date.now()}`;
  await student.getByRole('textbox', { name: 'Message' }).fill(text);
  await student.getByRole('textbox', { name: 'Message' }).press('Enter');
  const sent = student.getByTestId('message').filter({ hasText: text });
  await expect(sent.getByRole('button', { name: 'Download drill-notes.txt' })).toBeVisible();
  const download = student.waitForEvent('download');
  await sent.getByRole('button', { name: 'Download drill-notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('drill-notes.txt');

  // Edit.
  await sent.getByRole('button', { name: 'Message actions' }).click();
  await student.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = sent.getByRole('textbox', { name: 'Edit message' });
  await editor.fill(`${text} (edited)`);
  await sent.getByRole('button', { name: 'Save' }).click();
  await expect(sent.getByTestId('message-text')).toHaveText(`${text} (edited)`);
  await expect(sent).toContainText('edited');
  await expectAccessible(student, 'conversation after an edit');

  // Delete, after the confirmation.
  await sent.getByRole('button', { name: 'Message actions' }).click();
  await student.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = student.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(student.getByTestId('message').filter({ hasText: 'This message was deleted.' }).last()).toBeVisible();
  await expect(student.getByText(`${text} (edited)`)).toHaveCount(0);

  // And it stays that way after a reload.
  await student.reload();
  await expect(student.getByTestId('conversation-page')).toBeVisible();
  await expect(student.getByText(`${text} (edited)`)).toHaveCount(0);
  await student.context().close();
});

test('the instructor starts a group conversation from the list', async ({ browser }) => {
  const instructor = await signedInPage(browser, 'instructor@example.org');
  await instructor.goto('/app/conversations');
  await expect(instructor.getByTestId('conversations-page')).toBeVisible();
  await instructor.getByRole('button', { name: 'New conversation' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'New conversation' });
  const picker = dialog.getByRole('textbox', { name: 'Recipients' });
  await picker.fill('Sam');
  await instructor.getByRole('option', { name: 'Sam Student' }).click();
  await picker.fill('Max');
  await instructor.getByRole('option', { name: 'Max Mentor' }).click();
  const title = `Warm-up ideas ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Group title (optional)' }).fill(title);
  await expectAccessible(instructor, 'new group conversation dialog');
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(instructor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(instructor.getByText('No messages yet. Write the first one below.')).toBeVisible();
  await instructor.getByRole('textbox', { name: 'Message' }).fill('Bring one idea each.');
  await instructor.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread(instructor).getByText('Bring one idea each.')).toBeVisible();

  // The list has it on top now.
  await instructor.getByRole('link', { name: 'Back to the conversations' }).click();
  await expect(instructor.getByTestId('conversation-row').first()).toContainText(title);
  await instructor.context().close();
});
