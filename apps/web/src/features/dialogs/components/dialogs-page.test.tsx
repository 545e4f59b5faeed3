import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { detailFixture, fakeApi, json, listFixture, problem, summaryFixture } from '../testing/fixtures.ts';
import { DialogsPage } from './dialogs-page.tsx';

vi.mock('../../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../../content/testing/mock-editor.tsx'));

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const href = (id: number) => `/course-3/app/dialogs?id=${id}`;

describe('the dialogs list', () => {
  it('shows each topic with its state, reply count and link, and no "New topic" for readers', async () => {
    stub({
      'GET /og/3/dialogs': () =>
        json(listFixture([summaryFixture({ id: 1, title: 'Rules', pinned: true, reply_count: 2 }), summaryFixture({ id: 2, title: 'Old questions', closed: true, reply_count: 1 })])),
    });
    await renderScreen(<DialogsPage scope={{ kind: 'course', courseId: 3 }} dialogHref={href} onCreated={vi.fn()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument();
    const [pinned, closed] = await screen.findAllByTestId('dialog-row');
    expect(within(pinned!).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned!).getByText('Open')).toBeInTheDocument();
    expect(within(pinned!).getByText(/2 replies/)).toBeInTheDocument();
    expect(within(pinned!).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/course-3/app/dialogs?id=1');
    expect(within(closed!).getByText('Closed')).toBeInTheDocument();
    expect(within(closed!).getByText(/1 reply/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New topic' })).not.toBeInTheDocument();
  });

  it('says when the ad-hoc list is empty and shows a failed load', async () => {
    stub({ 'GET /adhoc-dialogs': () => json(listFixture([])) });
    await renderScreen(<DialogsPage scope={{ kind: 'adhoc' }} dialogHref={href} onCreated={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad-hoc dialogs' })).toBeInTheDocument();
    expect(await screen.findByTestId('dialogs-empty')).toHaveTextContent('You take part in no ad-hoc dialog yet.');
  });

  it('shows the server’s refusal when the list cannot be loaded', async () => {
    stub({ 'GET /og/3/dialogs': () => problem(404, 'COURSE_NOT_FOUND') });
    await renderScreen(<DialogsPage scope={{ kind: 'course', courseId: 3 }} dialogHref={href} onCreated={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The dialogs could not be loaded.');
  });

  it('starts a topic and keeps what was typed when the server refuses', async () => {
    const created = detailFixture({ id: 12, title: 'Kick-off' });
    let refuse = true;
    const api = stub({
      'GET /og/3/dialogs': () => json(listFixture([], { can_create: true })),
      'POST /og/3/dialogs': () => (refuse ? problem(403, 'DIALOG_CREATE_FORBIDDEN') : json(created, 201)),
    });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<DialogsPage scope={{ kind: 'course', courseId: 3 }} dialogHref={href} onCreated={onCreated} />);

    await user.click(await screen.findByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'New topic' });
    // Empty fields are refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Kick-off');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Let us start');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByTestId('dialog-form-error')).toHaveTextContent('You may not start a topic here.');
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Kick-off');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ title: 'Kick-off', body: '<p>Let us start</p>' });
  });
});
