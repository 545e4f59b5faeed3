import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportFormProvider, type ReportForm } from '../../../components/report-action.tsx';
import { renderScreen } from '../../../test/render-screen.tsx';
import { applyRealtimeEvent } from '../api/realtime-events.ts';
import { conversationFixture, fakeApi, INSTRUCTOR, json, messageFixture, pageFixture, participant, problem, STUDENT } from '../testing/fixtures.ts';
import { ConversationPage } from './conversation-page.tsx';

const DETAIL = 'GET /conversations/1';
const NEWEST = 'GET /conversations/1/messages?limit=30';

const mine = (id: number, text = `Mine ${id}`) => messageFixture({ id, author: { ...STUDENT }, text });
const theirs = (id: number, text = `Theirs ${id}`) => messageFixture({ id, author: { ...INSTRUCTOR }, text });

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = () => renderScreen(<ConversationPage conversationId={1} myUid={STUDENT.uid} />, { at: '/conversation?id=1' });
const texts = () => screen.getAllByTestId('message').map((item) => within(item).queryByTestId('message-text')?.textContent ?? within(item).queryByTestId('message-deleted')?.textContent);

describe('a conversation', () => {
  it('shows the thread oldest first, "Seen" under my last read message, and marks what it shows read', async () => {
    const api = stub({
      [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 1), participant(INSTRUCTOR, 2)] })),
      [NEWEST]: () => json(pageFixture([theirs(1, 'Hi Sam'), mine(2, 'Hi!\nHow are you?'), theirs(3, 'Fine')])),
      'POST /conversations/1/read': () => new Response(null, { status: 204 }),
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ian Instructor' })).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['Hi Sam', 'Hi!\nHow are you?', 'Fine']));
    const seen = screen.getByTestId('message-seen');
    expect(seen).toHaveTextContent('Seen');
    // Under my message 2, the one the instructor's marker reached.
    expect(seen.closest('[data-testid="message"]')).toHaveAttribute('data-message-id', '2');
    // Only my messages offer actions.
    expect(screen.getAllByRole('button', { name: 'Message actions' })).toHaveLength(1);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/conversations/1/read', body: { messageId: 3 } }]));
  });

  it('loads earlier messages above the ones shown', async () => {
    const api = stub({
      [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 41), participant(INSTRUCTOR, 41)] })),
      [NEWEST]: () => json(pageFixture([theirs(40), theirs(41)], true)),
      'GET /conversations/1/messages?before=40&limit=30': () => json(pageFixture([theirs(7), mine(9)], false)),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(texts()).toEqual(['Theirs 7', 'Mine 9', 'Theirs 40', 'Theirs 41']));
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a message from the real-time stream without reloading, and the other side reading it', async () => {
    stub({
      [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 1), participant(INSTRUCTOR, 1)] })),
      [NEWEST]: () => json(pageFixture([mine(1, 'Are you there?')])),
      'POST /conversations/1/read': () => new Response(null, { status: 204 }),
    });
    const { queryClient } = await render();
    await waitFor(() => expect(texts()).toEqual(['Are you there?']));
    expect(screen.getByTestId('message-seen')).toBeInTheDocument();
    applyRealtimeEvent(queryClient, { event: 'message.created', id: '1', data: JSON.stringify({ conversationId: 1, message: mine(2, 'Hello?') }) });
    await waitFor(() => expect(texts()).toEqual(['Are you there?', 'Hello?']));
    // The receipt waits for the new last message to be read.
    expect(screen.queryByTestId('message-seen')).not.toBeInTheDocument();
    applyRealtimeEvent(queryClient, { event: 'conversation.read', id: '2', data: JSON.stringify({ conversationId: 1, uid: INSTRUCTOR.uid, lastReadMessageId: 2 }) });
    await waitFor(() => expect(screen.getByTestId('message-seen').closest('[data-testid="message"]')).toHaveAttribute('data-message-id', '2'));
    // The stream repeating a message shows it once; an edit replaces it.
    applyRealtimeEvent(queryClient, { event: 'message.updated', id: '3', data: JSON.stringify({ conversationId: 1, message: { ...mine(2, 'Hello??'), edited: '2025-03-01T10:01:00.000Z' } }) });
    await waitFor(() => expect(texts()).toEqual(['Are you there?', 'Hello??']));
    expect(screen.getByText(/edited/)).toBeInTheDocument();
  });

  it('edits and deletes my own message (delete asks first)', async () => {
    const api = stub({
      [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 2), participant(INSTRUCTOR, 1)] })),
      [NEWEST]: () => json(pageFixture([theirs(1, 'Question?'), mine(2, 'Answer')])),
      'PUT /messages/2': (_, call) => json({ ...mine(2, (call.body as { text: string }).text), edited: '2025-03-01T10:02:00.000Z' }),
      'DELETE /messages/2': () => new Response(null, { status: 204 }),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    await user.clear(editor);
    await user.type(editor, 'Better answer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(texts()).toEqual(['Question?', 'Better answer']));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ text: 'Better answer' });

    await user.click(screen.getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(texts()).toEqual(['Question?', 'This message was deleted.']));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/messages/2']);
    expect(screen.queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
  });

  it('sends from the composer into the thread', async () => {
    stub({
      [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 1), participant(INSTRUCTOR, 1)] })),
      [NEWEST]: () => json(pageFixture([theirs(1, 'Hi')])),
      'POST /conversations/1/messages': (_, call) => json(mine(5, (call.body as { text: string }).text), 201),
    });
    await render();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello back{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Hi', 'Hello back']));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says so when the conversation is not the caller’s', async () => {
    stub({ [DETAIL]: () => problem(404, 'CONVERSATION_NOT_FOUND'), [NEWEST]: () => problem(404, 'CONVERSATION_NOT_FOUND') });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversation could not be loaded.');
  });

  describe('reporting (issue 13)', () => {
    // Stands in for the reports feature's form, which the app hands in through the provider.
    const Form: ReportForm = ({ target }) => <p data-testid="report-target">{`${target.kind}:${target.targetId}`}</p>;
    const renderReportable = () =>
      renderScreen(
        <ReportFormProvider value={Form}>
          <ConversationPage conversationId={1} myUid={STUDENT.uid} />
        </ReportFormProvider>,
        { at: '/conversation?id=1' },
      );
    const hiddenTheirs = messageFixture({ id: 3, author: { ...INSTRUCTOR }, text: '', moderationHidden: true });
    const hiddenMine = messageFixture({ id: 4, author: { ...STUDENT }, text: 'Mine, hidden', moderationHidden: true });

    it('offers "Report" on others’ messages of a course conversation and shows hidden ones as hidden', async () => {
      stub({
        [DETAIL]: () => json(conversationFixture({ courseId: 7, participants: [participant(STUDENT, 4), participant(INSTRUCTOR, 4)] })),
        [NEWEST]: () => json(pageFixture([theirs(1, 'Rude'), mine(2), hiddenTheirs, hiddenMine])),
        'POST /conversations/1/read': () => new Response(null, { status: 204 }),
      });
      await renderReportable();
      await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
      const [first, second, third, fourth] = screen.getAllByTestId('message') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
      // Only the visible message of someone else can be reported.
      expect(screen.getAllByRole('button', { name: 'Report “the message by Ian Instructor”' })).toHaveLength(1);
      expect(within(first).getByTestId('report-button')).toBeInTheDocument();
      expect(within(second).queryByTestId('report-button')).not.toBeInTheDocument();
      expect(within(third).getByTestId('message-moderation-hidden')).toHaveTextContent('The course staff hid this message.');
      expect(within(third).queryByTestId('report-button')).not.toBeInTheDocument();
      // The author still reads it, marked hidden, and can delete but no longer edit it.
      expect(within(fourth).getByTestId('message-text')).toHaveTextContent('Mine, hidden');
      expect(within(fourth).getByTestId('moderation-hidden-note')).toHaveTextContent('Hidden by moderators');
      const user = userEvent.setup();
      await user.click(within(fourth).getByRole('button', { name: 'Message actions' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(within(first).getByTestId('report-button'));
      expect(await screen.findByTestId('report-target')).toHaveTextContent('message:1');
    });

    it('offers no "Report" in a conversation outside any course', async () => {
      stub({
        [DETAIL]: () => json(conversationFixture({ participants: [participant(STUDENT, 1), participant(INSTRUCTOR, 1)] })),
        [NEWEST]: () => json(pageFixture([theirs(1, 'Hello')])),
        'POST /conversations/1/read': () => new Response(null, { status: 204 }),
      });
      await renderReportable();
      await waitFor(() => expect(texts()).toEqual(['Hello']));
      expect(screen.queryByTestId('report-button')).not.toBeInTheDocument();
    });
  });
});
