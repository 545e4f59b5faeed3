// Campus settings (issue 18): the campus manager finds "Campus settings" in the user menu, changes the
// primary colour on the theme screen (live preview, readability rule) and the student sees the new colour
// after a reload; the manager publishes new terms of use and the student must accept them before the
// course opens again. Every settings screen passes axe at 1366 and 390 px. The spec runs last (project
// campus-administration) and puts the demo look back; a published terms version cannot be taken back, so
// it publishes the demo texts with one added line. Domain management: the manager adds a target group (the
// course editor offers it), an e-mail domain and renames a site, and puts everything back. Features: the
// manager turns certificates off, the student's user menu has no "My certificates" after a reload (and
// the API refuses their list with CAMPUS_FEATURE_DISABLED); turned back on, the entry and the screen return.
// Privacy links: the manager links the campus's own imprint, the student's side-menu footer leads there.
// External logo: the manager sets one by its https address, the student's header shows it; removed after.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_PASSWORD } from './support/auth.ts';
import { API_HEADERS, authHeaders, courseIdOf, signedInPage } from './support/course.ts';

test.describe.configure({ mode: 'serial' });

const VIEWPORT = { width: 1366, height: 768 };
const NEW_PRIMARY = '#7048e8';
const NEW_PRIMARY_RGB = 'rgb(112, 72, 232)';

/** The background colour of the avatar in the header's user menu (a filled primary-colour element). */
function avatarBackground(page: Page): Promise<string> {
  return page.getByTestId('user-menu').evaluate((button) => {
    const avatar = button.querySelector('.mantine-Avatar-placeholder') ?? button.querySelector('.mantine-Avatar-root');
    return avatar ? getComputedStyle(avatar).backgroundColor : '';
  });
}

test('the campus manager changes the primary colour; the student sees it after a reload', async ({ browser }) => {
  // Two sign-ins, two reloads and axe at two widths for two sections: longer than the default on a loaded machine.
  test.setTimeout(150_000);
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  // Read while the manager's access token is fresh (they live 20 s in these tests).
  const original = await (await manager.request.get('/api/rest/campus-settings/theme', { headers: await authHeaders(manager) })).json();
  const student = await signedInPage(browser, 'student@example.org', { viewport: VIEWPORT });
  const before = await avatarBackground(student);
  expect(before).not.toBe(NEW_PRIMARY_RGB);

  // Students have no entry and are refused.
  await student.getByTestId('user-menu').click();
  await expect(student.getByTestId('user-menu-settings')).toBeVisible();
  await expect(student.getByTestId('user-menu-campus-settings')).toHaveCount(0);
  await student.keyboard.press('Escape');

  try {
    await manager.getByTestId('user-menu').click();
    await manager.getByTestId('user-menu-campus-settings').click();
    await expect(manager).toHaveURL(/\/campus_settings\/theme$/);
    await expect(manager.getByRole('heading', { level: 1, name: 'Campus settings' })).toBeVisible();
    const primary = manager.getByRole('textbox', { name: /^Primary colour/ });
    await expect(primary).toHaveValue(String(original.primary_color));
    await expectAccessible(manager, 'campus settings: theme');

    // An unreadable colour is refused before saving.
    await primary.fill('#fff3bf');
    await expect(manager.getByText(/Hard to read: contrast/)).toBeVisible();
    await expect(manager.getByTestId('theme-save')).toBeDisabled();

    await primary.fill(NEW_PRIMARY);
    await manager.getByRole('heading', { name: 'Preview' }).click();
    await expect(manager.getByTestId('preview-button')).toHaveCSS('background-color', NEW_PRIMARY_RGB);
    await manager.getByTestId('theme-save').click();
    await expect(manager.getByTestId('theme-saved')).toBeVisible();

    await student.reload();
    await expect(student.getByTestId('app-shell')).toBeVisible();
    await expect.poll(() => avatarBackground(student)).toBe(NEW_PRIMARY_RGB);

    // The other sections.
    await manager.getByTestId('campus-settings-link-features').click();
    await expect(manager.getByRole('switch', { name: /^Self-learning courses/ })).toBeVisible();
    await expectAccessible(manager, 'campus settings: features');

    await student.goto('/campus_settings/theme');
    await expect(student.getByTestId('campus-settings-error')).toContainText('Only campus admins and campus managers');
  } finally {
    const restored = await manager.request.put('/api/rest/campus-settings/theme', { headers: await authHeaders(manager), data: original });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  await student.reload();
  await expect(student.getByTestId('app-shell')).toBeVisible();
  await expect.poll(() => avatarBackground(student)).toBe(before);
});

test('the campus manager turns certificates off; the student no longer sees them, and back on', async ({ browser }) => {
  test.setTimeout(150_000);
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  const original = await (await manager.request.get('/api/rest/campus-settings/features', { headers: await authHeaders(manager) })).json();
  expect(original).toMatchObject({ certificates: true, push_notifications: true });
  const student = await signedInPage(browser, 'student@example.org', { viewport: VIEWPORT });

  const openStudentMenu = async () => {
    await student.reload();
    await expect(student.getByTestId('app-shell')).toBeVisible();
    await student.getByTestId('user-menu').click();
    await expect(student.getByTestId('user-menu-settings')).toBeVisible();
  };

  // As seeded: the student has "My certificates" and the notification settings in the user menu.
  await openStudentMenu();
  await expect(student.getByTestId('user-menu-certificates')).toBeVisible();
  await expect(student.getByTestId('user-menu-notification-settings')).toBeVisible();
  await student.keyboard.press('Escape');

  const certificates = manager.getByRole('switch', { name: /^Certificates/ });
  const save = async () => {
    await manager.getByTestId('features-save').click();
    await expect(manager.getByTestId('features-saved')).toBeVisible();
  };
  try {
    await manager.goto('/campus_settings/features');
    await expect(manager.getByRole('heading', { level: 2, name: 'Certificates and push notifications' })).toBeVisible();
    await expect(certificates).toBeChecked();
    await expect(manager.getByRole('switch', { name: /^Push notifications/ })).toBeChecked();
    await expectAccessible(manager, 'campus settings: features with the campus switches');
    await certificates.uncheck({ force: true });
    await expect(certificates).not.toBeChecked();
    await save();

    // The student's menu has no certificates entry any more; the API refuses their list clearly.
    await openStudentMenu();
    await expect(student.getByTestId('user-menu-notification-settings')).toBeVisible();
    await expect(student.getByTestId('user-menu-certificates')).toHaveCount(0);
    await student.keyboard.press('Escape');
    const me = (await (await student.request.get('/api/rest/user/me', { headers: await authHeaders(student) })).json()) as { uid: number };
    const refused = await student.request.get(`/api/rest/user/${me.uid}/certificates/list`, { headers: await authHeaders(student) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('CAMPUS_FEATURE_DISABLED');

    // Back on: the entry and the screen return.
    await manager.reload();
    await expect(certificates).not.toBeChecked();
    await certificates.check({ force: true });
    await save();
    await openStudentMenu();
    await student.getByTestId('user-menu-certificates').click();
    await expect(student).toHaveURL(/\/user\/\d+\/certificates$/);
    await expect(student.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  } finally {
    const restored = await manager.request.put('/api/rest/campus-settings/features', { headers: await authHeaders(manager), data: original });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('the campus manager publishes new terms; the student must accept them before the course opens', async ({ browser }) => {
  test.setTimeout(120_000);
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  const student = await signedInPage(browser, 'student@example.org', { viewport: VIEWPORT });
  const courseId = await courseIdOf(student, 'Coaching Basics');
  const added = `Addendum ${Date.now()}: the campus keeps video comments for two years.`;

  await manager.goto('/campus_settings/privacy');
  await expect(manager.getByRole('heading', { level: 1, name: 'Campus settings' })).toBeVisible();
  const english = manager.getByRole('textbox', { name: /^Terms in English/ });
  await expect(english).not.toHaveValue('');
  await expectAccessible(manager, 'campus settings: privacy');
  const version = Number(/Current version (\d+)/.exec((await manager.getByTestId('terms-version').textContent()) ?? '')?.[1]);
  expect(version).toBeGreaterThanOrEqual(1);

  await english.fill(`${await english.inputValue()}\n\n${added}`);
  await manager.getByRole('checkbox', { name: /every user must accept/ }).check();
  await manager.getByTestId('terms-publish').click();
  await expect(manager.getByTestId('terms-published')).toContainText(`Version ${version + 1} was published`);
  await expect(manager.getByTestId('terms-version')).toContainText(`Current version ${version + 1}`);

  // The student's next course screen asks first; nothing of the course shows until they accept.
  await student.goto(`/course-${courseId}/app/dashboard`);
  const terms = student.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText(added);
  await expect(terms.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
  await terms.getByRole('button', { name: 'Confirm' }).click();
  await expect(terms).toBeHidden();
  await expect(student.getByTestId('course-dashboard')).toBeVisible();

  // Accepted once, asked no more.
  await student.reload();
  await expect(student.getByTestId('course-dashboard')).toBeVisible();
  await expect(terms).toBeHidden();
});

test('the campus manager sets an external logo; the student sees it in the header after a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  // No network here: the image does not load, but the page shows it where the campus set it.
  const logo = { image_url: 'https://club.example.org/logo.png', link_url: 'https://club.example.org/' };
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  try {
    await manager.goto('/campus_settings/theme');
    const image = manager.getByRole('textbox', { name: 'Logo image address (https)' });
    await expect(image).toHaveValue('');
    // Images load over https only: an http address is refused before saving.
    await image.fill('http://club.example.org/logo.png');
    await expect(manager.getByText("Enter the image's web address starting with https://.")).toBeVisible();
    await expect(manager.getByTestId('external-logo-save')).toBeDisabled();
    await image.fill(logo.image_url);
    await manager.getByRole('textbox', { name: 'Logo link' }).fill(logo.link_url);
    await expect(manager.getByTestId('external-logo-preview').getByRole('img')).toHaveAttribute('src', logo.image_url);
    await manager.getByTestId('external-logo-save').click();
    await expect(manager.getByTestId('external-logo-saved')).toBeVisible();

    const student = await signedInPage(browser, 'student@example.org', { viewport: VIEWPORT });
    const shown = student.getByRole('img', { name: 'Campus logo' });
    await expect(shown).toHaveAttribute('src', logo.image_url);
    await expect(student.getByRole('link').filter({ has: shown })).toHaveAttribute('href', logo.link_url);
  } finally {
    const removed = await manager.request.put('/api/rest/campus-settings/external-logo', {
      headers: await authHeaders(manager),
      data: { image_url: null, link_url: null },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

test('the campus manager links the campus’s own imprint; the student’s side menu and /impressum lead there', async ({ browser }) => {
  test.setTimeout(120_000);
  const imprintUrl = 'https://campus.example.org/impressum';
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  try {
    await manager.goto('/campus_settings/privacy');
    const imprint = manager.getByRole('textbox', { name: 'Imprint address' });
    await expect(imprint).toHaveValue('');
    // Only web addresses: a script URL is refused before saving.
    await imprint.fill('javascript:alert(1)');
    await expect(manager.getByText('Enter a web address starting with https:// or http://.')).toBeVisible();
    await expect(manager.getByTestId('legal-links-save')).toBeDisabled();
    await imprint.fill(imprintUrl);
    await manager.getByTestId('legal-links-save').click();
    await expect(manager.getByTestId('legal-links-saved')).toBeVisible();
    await expectAccessible(manager, 'campus settings: privacy links');

    const student = await signedInPage(browser, 'student@example.org', { viewport: VIEWPORT });
    const footer = student.getByTestId('side-menu-content');
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', imprintUrl);
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('target', '_blank');
    // The privacy link stays the app's page.
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy_policy');
    // An old bookmark of /impressum names the campus's page.
    await student.goto('/impressum');
    await expect(student.getByTestId('legal-external-link')).toHaveAttribute('href', imprintUrl);
    await expectAccessible(student, 'imprint with the campus link');
  } finally {
    const cleared = await manager.request.put('/api/rest/campus-settings/privacy/links', {
      headers: await authHeaders(manager),
      data: { imprint_url: null, privacy_url: null },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);
  }
});

test('the campus manager manages the domain: a new target group reaches the course editor; e-mail domains; a site renamed and back', async ({ browser }) => {
  // Four screens, the course dialog and axe at two widths: longer than the default on a loaded machine.
  test.setTimeout(180_000);
  const manager = await signedInPage(browser, 'manager@example.org', { viewport: VIEWPORT });
  const headers = await authHeaders(manager);
  const original = (await (await manager.request.get('/api/rest/campus-settings/domain', { headers })).json()) as {
    sites: { id: number; name: string }[];
    target_group_options: string[];
  };
  const stamp = Date.now() % 1_000_000;
  const group = `Parents ${stamp}`;
  const emailDomain = `coaches-${stamp}.example.org`;
  const youth = original.sites.find((site) => site.name === 'Youth Football');
  if (!youth) throw new Error('the demo site Youth Football is missing');

  try {
    await manager.goto('/campus_settings/theme');
    await manager.getByTestId('campus-settings-link-domain-management').click();
    await expect(manager).toHaveURL(/\/campus_settings\/domain-management$/);
    await expect(manager.getByRole('heading', { level: 2, name: 'Sites' })).toBeVisible();
    await expect(manager.getByTestId('domain-sites')).toContainText('Coaching Academy');
    await expect(manager.getByTestId('domain-email-domains')).toContainText('example.org');
    await expectAccessible(manager, 'campus settings: domain management');

    // A target group: added here, offered by the course editor.
    await manager.getByRole('textbox', { name: 'New target group' }).fill(group);
    await manager.getByRole('button', { name: 'Add target group' }).click();
    await expect(manager.getByTestId('domain-target-groups')).toContainText(group);

    await manager.goto('/app/campus-dashboard');
    const create = manager.getByTestId('create-course');
    const terms = manager.getByRole('dialog', { name: 'Terms of use' });
    await expect(terms.or(create).first()).toBeVisible();
    if (await terms.isVisible()) {
      await terms.getByRole('checkbox', { name: 'I have read the terms of use and accept them.' }).check();
      await terms.getByRole('button', { name: 'Confirm' }).click();
      await expect(terms).toBeHidden();
    }
    await create.click();
    await manager.getByRole('menuitem', { name: 'Blended learning' }).click();
    const dialog = manager.getByRole('dialog', { name: 'New course: Blended learning' });
    await dialog.getByRole('textbox', { name: 'Target groups' }).click();
    await expect(manager.getByRole('option', { name: group })).toBeVisible();
    await expect(manager.getByRole('option', { name: 'Youth coaches' })).toBeVisible();
    await manager.keyboard.press('Escape');
    await manager.keyboard.press('Escape');

    // An e-mail domain: a wrong one is refused on the spot, a right one is listed.
    await manager.goto('/campus_settings/domain-management');
    const domainInput = manager.getByRole('textbox', { name: /^New e-mail domain/ });
    await domainInput.fill(`anna@${emailDomain}`);
    await expect(manager.getByRole('button', { name: 'Add domain' })).toBeDisabled();
    await domainInput.fill(emailDomain.toUpperCase());
    await manager.getByRole('button', { name: 'Add domain' }).click();
    await expect(manager.getByTestId('domain-email-domains')).toContainText(emailDomain);
    await expect(domainInput).toHaveValue('');
    // A new claim counts only once proved: it is pending, with the DNS record to add (issue 27).
    const claimed = manager.getByTestId('domain-email-domains').getByRole('listitem').filter({ hasText: emailDomain });
    await expect(claimed).toContainText('Pending');
    await expect(claimed).toContainText(`_campus-verification.${emailDomain}`);
    await expect(claimed.getByRole('button', { name: `Check the DNS record of ${emailDomain}` })).toBeVisible();
    // The same domain again: another campus or this one has it.
    await domainInput.fill(emailDomain);
    await manager.getByRole('button', { name: 'Add domain' }).click();
    await expect(manager.getByRole('alert')).toContainText('A campus already has this e-mail domain.');

    // A site: renamed, then renamed back; a site courses use cannot be deleted.
    await expect(manager.getByRole('button', { name: 'Delete Youth Football' })).toBeDisabled();
    await manager.getByRole('button', { name: 'Rename Youth Football' }).click();
    await manager.getByRole('textbox', { name: 'Site name' }).fill('Youth Football Academy');
    await manager.getByTestId(`domain-site-${youth.id}-save`).click();
    await expect(manager.getByTestId(`domain-site-${youth.id}`)).toContainText('Youth Football Academy');
    await manager.getByRole('button', { name: 'Rename Youth Football Academy' }).click();
    await manager.getByRole('textbox', { name: 'Site name' }).fill('Youth Football');
    await manager.getByTestId(`domain-site-${youth.id}-save`).click();
    await expect(manager.getByRole('button', { name: 'Rename Youth Football' })).toBeVisible();

    // Back as it was: the e-mail domain and the target group removed through the screen.
    await manager.getByRole('button', { name: `Remove ${emailDomain}` }).click();
    await expect(manager.getByTestId('domain-email-domains')).not.toContainText(emailDomain);
    await manager.getByRole('button', { name: `Remove ${group}` }).click();
    await expect(manager.getByTestId('domain-target-groups')).not.toContainText(group);
  } finally {
    // Whatever failed above, the demo campus's domain settings are put back, with a token of its own (the
    // page's may have expired: they live 20 s here).
    const login = await manager.request.post('/api/rest/login', {
      headers: { ...API_HEADERS, authorization: `Basic ${Buffer.from(`manager@example.org:${DEMO_PASSWORD}`).toString('base64')}` },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const fresh = { ...API_HEADERS, Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const now = (await (await manager.request.get('/api/rest/campus-settings/domain', { headers: fresh })).json()) as {
      email_domains: { id: number; domain: string }[];
    };
    for (const entry of now.email_domains.filter((row) => row.domain === emailDomain)) {
      await manager.request.delete(`/api/rest/campus-settings/domain/email-domains/${entry.id}`, { headers: fresh });
    }
    await manager.request.put(`/api/rest/campus-settings/domain/sites/${youth.id}`, { headers: fresh, data: { name: youth.name } });
    const restored = await manager.request.put('/api/rest/campus-settings/domain/target-groups', { headers: fresh, data: { options: original.target_group_options } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
