// Certificates in a real browser (issue 14). The demo student is one step from completing the path of
// "Self-paced Tactics", a course with a certificate (learning-path.spec.ts, which runs before this file,
// completes it; run alone, this spec completes it itself). At 100 % the side menu says the certificate
// is ready; the student opens their certificates, downloads the PDF (the test reads the learner's name
// and the course title from its text), and the message is gone. The verification page shows the
// certificate to anyone with the code, signed in or not, and says so clearly for an unknown code.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/modules/certificates/testing/pdf-text.ts';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_ACCOUNTS } from './support/auth.ts';
import { authHeaders, courseIdOf, openCourseScreen, signedInPage } from './support/course.ts';

const COURSE_LABEL = 'Self-paced Tactics';
const LAST_STEP = 'Laws of the Game';
const STUDENT_NAME = DEMO_ACCOUNTS.student.displayName;

test('the student completes the course, downloads the certificate PDF and the message goes; anyone verifies the code', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, DEMO_ACCOUNTS.student.email);
  const courseId = await courseIdOf(page, COURSE_LABEL);
  const pathScreen = `/course-${courseId}/app/learning-path`;
  await openCourseScreen(page, pathScreen, 'learning-path-page');

  // The last step, unless learning-path.spec.ts did it already.
  const percent = page.getByTestId('learning-path-percent');
  await expect(percent).toHaveText(/\d+ %/);
  if ((await percent.textContent()) !== '100 %') {
    await page.getByRole('button', { name: `Mark “${LAST_STEP}” as done` }).click();
  }
  await expect(percent).toHaveText('100 %');

  // The side menu says the certificate is ready (read again on the next visit of a course screen).
  await page.reload();
  const messages = page.getByTestId('side-menu-messages');
  const message = messages.locator('[data-message="certificate"]');
  await expect(message).toContainText('Certificate ready');

  // The message leads to the certificates screen.
  await message.getByRole('link', { name: 'Open my certificates' }).click();
  await expect(page).toHaveURL(/\/user\/\d+\/certificates$/);
  const studentId = Number(/\/user\/(\d+)\/certificates$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  const card = page.getByTestId('certificate-card').filter({ hasText: COURSE_LABEL });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Downloads: 0');
  await expectAccessible(page, 'certificates');

  // Download the PDF and read the learner and the course from its text.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download the certificate for ${COURSE_LABEL} (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('certificate-Self-paced-Tactics.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(STUDENT_NAME);
  expect(text).toContain(COURSE_LABEL);
  expect(text).toContain('Demo Campus');
  const code = (await card.getByTestId('certificate-code').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(text).toContain(`Verification code: ${code}`);
  await expect(card).toContainText('Downloads: 1');

  // Back in the course, the certificate message is gone.
  await page.goBack();
  await expect(page.getByTestId('learning-path-page')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(message).toHaveCount(0);
  const state = await page.request.get(`/api/rest/user/${studentId}/certificates?og_id=${courseId}`, { headers: await authHeaders(page) });
  expect(await state.json()).toMatchObject({ status: 'fulfilled', download_count: 1 });
  await page.context().close();

  // Anyone, without signing in, verifies the code; an unknown code is reported clearly.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificates/verify/${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(visitor.getByTestId('verified-learner')).toHaveText(STUDENT_NAME);
  await expect(visitor.getByTestId('verified-course')).toHaveText(COURSE_LABEL);
  await expectAccessible(visitor, 'certificate verification');
  await visitor.goto('/certificates/verify/AAAA-BBBB-CCCC');
  await expect(visitor.getByTestId('certificate-unknown')).toContainText('No certificate was issued with this verification code.');
  await expectAccessible(visitor, 'certificate verification (unknown code)');
  await visitor.context().close();
});
