// App feedback (issue 16, spec §2 feedback modal, §4 feedback prompt, §9 25 minutes): with the campus's
// prompt switched on through the API, the modal appears once after 25 minutes of app time counted on a
// test clock (the count survives a reload), the user rates 4 hearts by keyboard and sends; it never asks
// again. The menu action opens the modal after the menu closed. The campus manager reads the feedback on
// the settings screen and exports it as xlsx.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_PASSWORD, signInOnPage } from './support/auth.ts';
import { DESKTOP, authHeaders, signedInPage } from './support/course.ts';

test.describe.configure({ mode: 'serial' });

async function setPrompt(manager: Page, on: boolean): Promise<void> {
  const response = await manager.request.put('/api/rest/app-feedback/settings', { headers: await authHeaders(manager), data: { feedback_prompt: on } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function clockedPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.clock.install();
  await signInOnPage(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return page;
}

test('the prompt appears once after 25 minutes of app time; 4 hearts are sent; staff read and export them', async ({ browser }) => {
  const message = `Great app ${Date.now()}`;
  const manager = await signedInPage(browser, 'manager@example.org');
  await setPrompt(manager, true);
  try {
    const page = await clockedPage(browser, 'mentor@example.org');
    const dialog = page.getByRole('dialog', { name: 'Your feedback' });

    // 15 minutes, a reload (the count is kept on the device), 9 more: not yet.
    await page.clock.runFor('15:00');
    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await page.clock.runFor('09:00');
    await expect(dialog).toBeHidden();
    await page.clock.runFor('01:10');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'feedback modal');

    // Starts at 0 hearts; the hearts are radio buttons the keyboard moves through.
    const first = dialog.getByRole('radio', { name: '1 of 5 hearts' });
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await first.focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 of 5 hearts' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // Never asked again on this device.
    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await page.clock.runFor('30:00');
    await expect(dialog).toBeHidden();

    // The campus manager sees it on the settings screen and exports the list.
    await manager.goto('/settings');
    const section = manager.getByTestId('feedback-staff-section');
    await expect(section.getByRole('heading', { name: 'App feedback' })).toBeVisible();
    const row = section.getByRole('row').filter({ hasText: message });
    await expect(row).toContainText('4 of 5 hearts');
    await expect(row).toContainText('Max Mentor');
    await expect(section.getByRole('switch', { name: /Ask for feedback/ })).toBeChecked();
    await expectAccessible(manager, 'settings with app feedback');

    const download = manager.waitForEvent('download');
    await section.getByRole('button', { name: 'Export (Excel)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('app-feedback.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const messages = workbook.worksheets[0]?.getColumn(3).values ?? [];
    expect(messages).toContain(message);
  } finally {
    await setPrompt(manager, false);
  }
});

test('"Send feedback" in the user menu closes the menu, then opens the modal', async ({ browser }) => {
  const page = await signedInPage(browser, 'guest@example.org');
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: 'Send feedback' });
  await item.click();
  await expect(item).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Your feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
});
