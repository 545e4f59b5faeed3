// Course documents in a real browser against the real server (issue 7): the instructor creates a folder
// and uploads a file into it; the student opens the course documents, finds the file in that folder and
// downloads it (the suggested file name and the bytes are checked), and sees the demo Material folder.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';
import { expectAccessible } from './support/a11y.ts';

const COURSE_LABEL = 'Coaching Basics';

test('the instructor shares a file in a new folder and the student downloads it', async ({ browser }) => {
  // Unique per run: the server and its data are shared with other specs (and earlier runs of this one).
  const folderName = `Match analysis ${Date.now()}`;
  const fileName = 'Pressing drills – März.txt';
  const fileText = 'Drill 1: 3 v 2 pressing\nDrill 2: counter-press after loss\n';

  const instructor = await signedInPage(browser, 'instructor@example.org', { acceptDownloads: true });
  const courseId = await courseIdOf(instructor, COURSE_LABEL);
  await openCourseScreen(instructor, `/course-${courseId}/app/course-documents`, 'course-documents-page');
  await expectAccessible(instructor, 'course documents (instructor)');

  // A new folder at the top level; the screen opens it.
  await instructor.getByRole('button', { name: 'New folder' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'New folder' });
  await expect(dialog).toBeVisible();
  await expectAccessible(instructor, 'new folder dialog');
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(folderName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const tree = instructor.getByRole('navigation', { name: 'Folders' });
  await expect(tree.getByRole('button', { name: folderName })).toHaveAttribute('aria-current', 'true');
  await expect(instructor.getByTestId('course-documents-empty')).toBeVisible();

  // Upload into it.
  await instructor.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(fileText) });
  await expect(instructor.getByText(`${fileName} was uploaded.`)).toBeVisible();
  await expect(instructor.getByTestId('course-documents-files')).toContainText(fileName);
  await expectAccessible(instructor, 'course documents with upload (instructor)');

  // The student sees the folder and the file, has no staff actions, and downloads it.
  const student = await signedInPage(browser, 'student@example.org', { acceptDownloads: true });
  await openCourseScreen(student, `/course-${courseId}/app/course-documents`, 'course-documents-page');
  const studentTree = student.getByRole('navigation', { name: 'Folders' });
  await expect(studentTree.getByRole('button', { name: 'Material' })).toBeVisible();
  await studentTree.getByRole('button', { name: folderName }).click();
  const files = student.getByTestId('course-documents-files');
  await expect(files).toContainText(fileName);
  await expect(files).toContainText('Ian Instructor');
  await expectAccessible(student, 'course documents (student)');
  await expect(student.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: `Delete ${fileName}` })).toHaveCount(0);

  const [download] = await Promise.all([
    student.waitForEvent('download'),
    student.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path(), 'utf8')).toBe(fileText);

  // The demo material is there too, and its PDF downloads as a PDF.
  await studentTree.getByRole('button', { name: 'Material' }).click();
  const [guide] = await Promise.all([
    student.waitForEvent('download'),
    student.getByRole('button', { name: 'Download Course guide.pdf' }).click(),
  ]);
  expect(guide.suggestedFilename()).toBe('Course guide.pdf');
  expect((await readFile(await guide.path())).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await instructor.context().close();
  await student.context().close();
});
