import type { CampusFeatureSettings, CampusPrivacySettings, CampusTheme } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { CampusSettingsPage } from './campus-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const theme: CampusTheme = {
  primary_color: '#1c7ed6',
  color_overrides: {
    global_header: { background_color: '#0b3d91', font_color: '#ffffff', text_hover_background: null },
    main_menu: { main_menu_background_color: '#1d2b3a', font_color: null, text_hover: null },
    main_background: null,
  },
  font_overrides: { global_header: null, custom_theme_admin_font_family: null },
};
const features: CampusFeatureSettings = { course_types: { self_learning: true, compact_learning: false }, feedback_prompt: false, certificates: true, push_notifications: true };
const privacy: CampusPrivacySettings = {
  terms: { version: 1, published_at: '2026-01-05T10:00:00.000Z', de: 'Alt', en: 'Old' },
  links: { imprint_url: 'https://campus.example.org/imprint', privacy_url: null },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: GETs answer the given bodies, writes are recorded and echo their body (terms as version 2). */
function stubApi(overrides: { status?: number; refuseLinks?: boolean } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (overrides.status) return json({ type: 'about:blank', title: 'Forbidden', status: overrides.status, code: 'CAMPUS_SETTINGS_FORBIDDEN' }, overrides.status);
    if (method === 'GET' && url.endsWith('/campus-settings/theme')) return json(theme);
    if (method === 'GET' && url.endsWith('/campus-settings/features')) return json(features);
    if (method === 'GET' && url.endsWith('/campus-settings/external-logo')) return json({ image_url: null, link_url: null });
    if (method === 'GET' && url.endsWith('/campus-settings/privacy')) return json(privacy);
    if (overrides.refuseLinks && url.endsWith('/privacy/links')) {
      const problem = { type: 'about:blank', title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', errors: [{ path: 'privacy_url', message: 'CAMPUS_LEGAL_LINK_INVALID' }] };
      return json(problem, 400);
    }
    if (url.endsWith('/privacy/terms')) return json({ version: 2, published_at: '2026-02-01T09:30:00.000Z', ...(body as object) }, 201);
    return json(body);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const sections = (['theme', 'features', 'privacy'] as const).map((section) => ({ section, to: `/campus_settings/${section}` }));

describe('CampusSettingsPage', () => {
  it('has a heading and links between the sections, the current one marked', async () => {
    stubApi();
    await renderScreen(<CampusSettingsPage section="features" sections={sections} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Campus settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Theme' })).toHaveAttribute('href', '/campus_settings/theme');
    expect(await screen.findByRole('switch', { name: /^Self-learning courses/ })).toBeChecked();
  });

  it('theme: warns about an unreadable primary colour and blocks the save; a readable one is saved', async () => {
    const calls = stubApi();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="theme" sections={sections} onThemeSaved={onSaved} />);
    const primary = await screen.findByRole('textbox', { name: /^Primary colour/ });
    expect(primary).toHaveValue('#1c7ed6');

    await user.clear(primary);
    await user.type(primary, '#fff3bf');
    expect(await screen.findByText(/Hard to read: contrast 1\.\d+:1, at least 3:1 needed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(primary);
    await user.type(primary, '#7048e8');
    expect(screen.getByTestId('preview-button')).toHaveStyle({ background: '#7048e8' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/campus-settings\/theme$/);
    expect(put?.body).toMatchObject({ primary_color: '#7048e8', color_overrides: { main_background: null } });
    expect(await screen.findByText('The theme was saved.')).toBeInTheDocument();
  });

  it('features: saves the switched course types and the feedback prompt together', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="features" sections={sections} />);
    await user.click(await screen.findByRole('switch', { name: /^Compact learning courses/ }));
    await user.click(screen.getByRole('switch', { name: /^Ask for feedback/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The features were saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      course_types: { self_learning: true, compact_learning: true },
      feedback_prompt: true,
      certificates: true,
      push_notifications: true,
    });
  });

  it('features: shows the certificates and push notifications switches on and saves them switched off', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="features" sections={sections} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificates and push notifications' })).toBeInTheDocument();
    const certificates = screen.getByRole('switch', { name: /^Certificates/ });
    const push = screen.getByRole('switch', { name: /^Push notifications/ });
    expect(certificates).toBeChecked();
    expect(push).toBeChecked();
    await user.click(certificates);
    await user.click(push);
    expect(certificates).not.toBeChecked();
    expect(push).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The features were saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...features, certificates: false, push_notifications: false });
  });

  it('privacy: publishes a new version only after the confirmation, then shows it', async () => {
    const calls = stubApi();
    const onPublished = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="privacy" sections={sections} onTermsPublished={onPublished} />);
    expect(await screen.findByText('Current version 1, published 05.01.26 10:00.')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish new version' });
    await user.click(screen.getByRole('checkbox', { name: /every user must accept/ }));
    // Unchanged text: nothing new to publish.
    expect(publish).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Terms in English/ }), ' <b>and more</b>');
    await user.click(publish);
    await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ de: 'Alt', en: 'Old <b>and more</b>' });
    expect(await screen.findByText(/Version 2 was published/)).toBeInTheDocument();
    expect(screen.getByTestId('terms-version')).toHaveTextContent('Current version 2');
  });

  it('privacy links: warns about an address that is not http(s), saves valid ones and clears with an empty field', async () => {
    const calls = stubApi();
    const onLinksSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="privacy" sections={sections} onLegalLinksSaved={onLinksSaved} />);
    const imprint = await screen.findByRole('textbox', { name: 'Imprint address' });
    expect(imprint).toHaveValue('https://campus.example.org/imprint');
    const privacyLink = screen.getByRole('textbox', { name: 'Privacy policy address' });
    await user.type(privacyLink, 'javascript:alert(1)');
    expect(screen.getByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save links' })).toBeDisabled();

    await user.clear(privacyLink);
    await user.type(privacyLink, ' https://campus.example.org/privacy ');
    await user.clear(imprint);
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(onLinksSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ imprint_url: '', privacy_url: 'https://campus.example.org/privacy' });
    expect(await screen.findByText(/The links were saved/)).toBeInTheDocument();
  });

  it('privacy links: a refused save marks the field and keeps what was typed', async () => {
    stubApi({ refuseLinks: true });
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="privacy" sections={sections} />);
    const privacyLink = await screen.findByRole('textbox', { name: 'Privacy policy address' });
    await user.type(privacyLink, 'https://campus.example.org/privacy');
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument();
    expect(privacyLink).toHaveValue('https://campus.example.org/privacy');
    expect(screen.queryByText(/The links were saved/)).not.toBeInTheDocument();
  });

  it('external logo: an http image is refused before saving; an https one shows a preview and is saved with its link', async () => {
    const calls = stubApi();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<CampusSettingsPage section="theme" sections={sections} onThemeSaved={onSaved} />);
    const image = await screen.findByRole('textbox', { name: 'Logo image address (https)' });
    await user.type(image, 'http://club.example.org/logo.png');
    expect(screen.getByText("Enter the image's web address starting with https://.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save logo' })).toBeDisabled();
    expect(screen.queryByTestId('external-logo-preview')).not.toBeInTheDocument();

    await user.clear(image);
    await user.type(image, 'https://club.example.org/logo.png');
    expect(screen.getByRole('img', { name: 'Campus logo' })).toHaveAttribute('src', 'https://club.example.org/logo.png');
    await user.type(screen.getByRole('textbox', { name: 'Logo link' }), 'https://club.example.org');
    await user.click(screen.getByRole('button', { name: 'Save logo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/\/campus-settings\/external-logo$/) as unknown,
      body: { image_url: 'https://club.example.org/logo.png', link_url: 'https://club.example.org' },
    });
    expect(await screen.findByText(/The logo was saved/)).toBeInTheDocument();
  });

  it('says so when the server refuses the caller', async () => {
    stubApi({ status: 403 });
    await renderScreen(<CampusSettingsPage section="theme" sections={sections} />);
    expect(await screen.findByText('Only campus admins and campus managers can change the campus settings.')).toBeInTheDocument();
  });
});
