import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { detailFixture, fakeApi, json, problem, replyFixture } from '../testing/fixtures.ts';
import { DialogPage } from './dialog-page.tsx';

vi.mock('../../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../../content/testing/mock-editor.tsx'));

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /dialogs/11';

function renderDialog() {
  return renderScreen(<DialogPage dialogId={11} backHref="/course-3/app/dialogs" onDeleted={vi.fn()} />);
}

describe('one dialog', () => {
  it('shows the topic with its replies one level deep, and no moderation for members', async () => {
    stub({ [GET]: () => json(detailFixture()) });
    await renderDialog();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the course' })).toBeInTheDocument();
    expect(screen.getByTestId('dialog-body')).toHaveTextContent('Say hello.');
    expect(screen.getByRole('heading', { level: 2, name: '2 replies' })).toBeInTheDocument();
    const answers = screen.getByRole('list', { name: 'Answers to Sam Student' });
    expect(within(answers).getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dialogs' })).toHaveAttribute('href', '/course-3/app/dialogs');
    expect(screen.queryByRole('button', { name: 'Close topic' })).not.toBeInTheDocument();
    // Answers go one level deep: only the reply to the topic offers "Answer".
    expect(screen.getAllByRole('button', { name: /^Answer / })).toHaveLength(1);
  });

  it('posts a reply and an answer to a reply', async () => {
    const api = stub({ [GET]: () => json(detailFixture()), 'POST /dialogs/11/replies': () => json(replyFixture({ id: 30 }), 201) });
    const user = userEvent.setup();
    await renderDialog();

    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Hello all');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ body: '<p>Hello all</p>', parentReplyId: null });

    await user.click(screen.getByRole('button', { name: 'Answer Sam Student' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Me too');
    const answerList = screen.getByRole('list', { name: 'Answers to Sam Student' });
    await user.click(within(answerList).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({ body: '<p>Me too</p>', parentReplyId: 21 });
  });

  it('lets a moderator close the topic; a closed topic takes no replies', async () => {
    let closed = false;
    const api = stub({
      [GET]: () => json(detailFixture({ closed, permissions: { update: true, delete: true, moderate: true, reply: true } })),
      'PATCH /dialogs/11': () => {
        closed = true;
        return json(detailFixture({ closed: true, permissions: { update: true, delete: true, moderate: true, reply: true } }));
      },
    });
    const user = userEvent.setup();
    await renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Close topic' }));
    expect(await screen.findByTestId('dialog-closed-note')).toHaveTextContent('This topic is closed');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ closed: true });
    expect(screen.getByRole('button', { name: 'Reopen topic' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Answer / })).not.toBeInTheDocument();
  });

  it('keeps the typed reply when the server refuses it', async () => {
    stub({ [GET]: () => json(detailFixture()), 'POST /dialogs/11/replies': () => problem(409, 'DIALOG_CLOSED') });
    const user = userEvent.setup();
    await renderDialog();

    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Late reply');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('This topic is closed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Late reply');
  });

  it('says so when the dialog is not there for the caller', async () => {
    stub({ [GET]: () => problem(404, 'DIALOG_NOT_FOUND') });
    await renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('This dialog does not exist or you do not take part in it.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dialogs' })).toBeInTheDocument();
  });
});
