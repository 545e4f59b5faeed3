// Assignments in a real browser against the real server (issue 6): the instructor creates an assignment
// with an attachment, the student opens it, downloads the attachment and moves it to completed, and the
// instructor sees the change in the course cockpit and downloads the xlsx export.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';
import ExcelJS from 'exceljs';

const COURSE_LABEL = 'Coaching Basics';

test.describe.configure({ mode: 'serial' });

test('an assignment goes from the instructor to the student and back into the cockpit', async ({ browser }) => {
  const title = `Scouting report ${Date.now()}`;
  const attachmentName = 'scouting-template.txt';
  const attachmentText = 'Opponent:\nFormation:\nPressing triggers:\n';

  // The instructor creates the assignment with an attachment.
  const instructor = await signedInPage(browser, 'instructor@example.org', { acceptDownloads: true });
  const courseId = await courseIdOf(instructor, COURSE_LABEL);
  await openCourseScreen(instructor, `/course-${courseId}/app/assignments`, 'assignments-page');
  await expectAccessible(instructor, 'assignments (instructor)');
  await instructor.getByRole('button', { name: 'Create assignment' }).first().click();

  const form = instructor.getByRole('dialog', { name: 'New assignment' });
  await expect(form).toBeVisible();
  await expectAccessible(instructor, 'new assignment dialog');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toBeVisible();
  await description.fill('Watch the next opponent and fill in the template.');
  await form.locator('input[type="file"]').setInputFiles({ name: attachmentName, mimeType: 'text/plain', buffer: Buffer.from(attachmentText) });
  await form.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(form).toBeHidden();
  await expect(instructor).toHaveURL(new RegExp(`/course-${courseId}/app/assignment/\\d+$`));
  const assignmentId = Number(/\/assignment\/(\d+)$/.exec(instructor.url())?.[1]);
  await expect(instructor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(instructor.getByTestId('assignment-attachments')).toContainText(attachmentName);
  await expectAccessible(instructor, 'assignment detail (instructor)');

  // The student finds it in the list, opens it and downloads the attachment.
  const student = await signedInPage(browser, 'student@example.org', { acceptDownloads: true });
  await openCourseScreen(student, `/course-${courseId}/app/assignments`, 'assignments-page');
  const card = student.getByTestId('assignment-card').filter({ hasText: title });
  await expect(card).toContainText('Not started');
  await expectAccessible(student, 'assignments (student)');
  await card.getByRole('link', { name: title }).click();
  await expect(student).toHaveURL(new RegExp(`/course-${courseId}/app/assignment/${assignmentId}$`));
  await expect(student.getByTestId('assignment-description')).toContainText('Watch the next opponent');
  await expectAccessible(student, 'assignment detail (student)');

  const [download] = await Promise.all([
    student.waitForEvent('download'),
    student.getByRole('button', { name: `Download ${attachmentName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(attachmentName);
  expect(await readFile(await download.path(), 'utf8')).toBe(attachmentText);

  // ... and moves it to completed.
  const work = student.getByTestId('work-area');
  await expect(work.getByTestId('own-status')).toHaveText('Not started');
  await work.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(work.getByTestId('own-status')).toHaveText('Completed');
  await expect(work.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectAccessible(student, 'assignment detail completed (student)');
  await openCourseScreen(student, `/course-${courseId}/app/assignments`, 'assignments-page');
  await expect(student.getByTestId('assignment-card').filter({ hasText: title })).toContainText('Completed');

  // The instructor sees the change in the course cockpit ...
  await openCourseScreen(instructor, `/course-${courseId}/app/course-cockpit`, 'assignments-course-cockpit');
  const grid = instructor.getByTestId('course-cockpit-grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
  const row = grid.getByRole('row').filter({ has: instructor.getByRole('rowheader', { name: 'Sam Student' }) });
  await expect(row.getByTestId(new RegExp(`^cell-\\d+-${assignmentId}$`))).toHaveAttribute('data-status', 'completed');
  await expectAccessible(instructor, 'assignments course cockpit');

  // ... and downloads it as a workbook that has the assignment and the student's status.
  const [exported] = await Promise.all([
    instructor.waitForEvent('download'),
    instructor.getByRole('button', { name: 'Export (xlsx)' }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe(`course-${courseId}-cockpit.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await exported.path());
  const members = workbook.getWorksheet('Members');
  if (!members) throw new Error('the workbook has no Members sheet');
  // Row values are 1-based, like exceljs column numbers.
  const column = (members.getRow(1).values as unknown[]).indexOf(title);
  expect(column, 'a column for the new assignment').toBeGreaterThan(0);
  const statuses: unknown[] = [];
  members.eachRow((sheetRow) => {
    if (sheetRow.getCell(1).value === 'Sam Student') statuses.push(sheetRow.getCell(column).value);
  });
  expect(statuses).toEqual(['Completed']);

  await instructor.context().close();
  await student.context().close();
});
