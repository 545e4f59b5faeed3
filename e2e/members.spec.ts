// Members and profiles in a real browser against the real server (issue 13): the instructor opens
// Members from the side menu, searches, opens a member's profile, invites the demo guest by e-mail into
// "Rules of the Game", changes the guest's role and removes the guest again (so other specs find the
// seed as it was); the student opens the member context modal from an author name in the feed, follows
// it to the profile, and opens the own campus profile. Every screen and dialog is checked with axe.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

test.describe.configure({ mode: 'serial' });

test('the instructor searches members, opens a profile, invites, changes a role and removes', async ({ browser }) => {
  const page = await signedInPage(browser, 'instructor@example.org');
  const basics = await courseIdOf(page, 'Coaching Basics');
  await openCourseScreen(page, `/course-${basics}/app/content`, 'content-page');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Members' }).click();
  await expect(page.getByTestId('members-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByTestId('member-row')).toHaveCount(5);
  await expectAccessible(page, 'members (instructor)');

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('sam');
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Sam Student' }).click();
  await expect(page.getByTestId('member-profile-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Student' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content' }).getByRole('link', { name: 'My first session plan' })).toBeVisible();
  await expectAccessible(page, 'member profile');

  const rules = await courseIdOf(page, 'Rules of the Game');
  await openCourseScreen(page, `/course-${rules}/app/members`, 'members-page');
  await expect(page.getByRole('link', { name: 'Gia Guest' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member' });
  await expect(invite).toBeVisible();
  await invite.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.org');
  await invite.getByRole('button', { name: 'Add to the course' }).click();
  await expect(invite.getByText('No account of this campus has this e-mail address.')).toBeVisible();
  await expectAccessible(page, 'invite dialog (refused)');
  await invite.getByRole('textbox', { name: 'E-mail address' }).fill('guest@example.org');
  await invite.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await invite.getByRole('button', { name: 'Add to the course' }).click();
  await expect(invite).toBeHidden();
  const guestRow = page.getByTestId('member-row').filter({ hasText: 'Gia Guest' });
  await expect(guestRow.getByTestId('member-role')).toHaveText('Guest');

  await page.getByRole('button', { name: 'Change the role of Gia Guest' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Role of Gia Guest' });
  await expect(roleDialog).toBeVisible();
  await expectAccessible(page, 'role dialog');
  await roleDialog.getByRole('textbox', { name: 'Course role' }).click();
  await page.getByRole('option', { name: 'Member' }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(guestRow.getByTestId('member-role')).toHaveText('Member');

  await page.getByRole('button', { name: 'Remove Gia Guest from the course' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the member?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'remove confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('member-row').filter({ hasText: 'Gia Guest' })).toHaveCount(0);
  await page.context().close();
});

test('the student opens the member context modal from an author name and the own profile', async ({ browser }) => {
  const page = await signedInPage(browser, 'student@example.org');
  const basics = await courseIdOf(page, 'Coaching Basics');
  await openCourseScreen(page, `/course-${basics}/app/content`, 'content-page');
  const author = page.getByTestId('content-card').getByRole('button', { name: 'Ian Instructor' }).first();
  await author.click();
  const modal = page.getByRole('dialog', { name: 'Ian Instructor' });
  await expect(modal.getByRole('link', { name: 'View profile' })).toBeVisible();
  // A student manages no roles.
  await expect(modal.getByRole('textbox', { name: 'Course role' })).toHaveCount(0);
  await expectAccessible(page, 'member context modal');
  await modal.getByRole('link', { name: 'View profile' }).click();
  await expect(page.getByTestId('member-profile-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ian Instructor' })).toBeVisible();

  await page.getByRole('link', { name: 'Campus profile' }).click();
  await expect(page.getByTestId('user-profile-page')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Courses you share' }).getByRole('link', { name: 'Coaching Basics' })).toBeVisible();
  await expectAccessible(page, 'campus profile');

  await page.goto('/app/member');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile: Sam Student' })).toBeVisible();
  await expect(page.getByText('student@example.org')).toBeVisible();
  await expectAccessible(page, 'own profile');
  await page.context().close();
});
