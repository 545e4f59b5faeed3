import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { conversationFixture, fakeApi, INSTRUCTOR, json, problem } from '../testing/fixtures.ts';
import { OpenOneToOne } from './open-one-to-one.tsx';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('conversation?uid=', () => {
  it('opens the one-to-one with that person in place of the address', async () => {
    const api = stub({ 'POST /conversations': () => json(conversationFixture({ id: 8, courseId: 4 })) });
    const { router } = await renderScreen(<OpenOneToOne uid={INSTRUCTOR.uid} courseId={4} />, {
      at: '/course-4/app/conversation?uid=3',
      path: '/course-4/app/conversation',
      routes: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=8'));
    expect(router.state.location.pathname).toBe('/course-4/app/conversation');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ participantUids: [INSTRUCTOR.uid], courseId: 4 }]);
  });

  it('says why when the person cannot be written to', async () => {
    stub({ 'POST /conversations': () => problem(403, 'CONVERSATION_RECIPIENT_NOT_ALLOWED') });
    await renderScreen(<OpenOneToOne uid={99} />, { at: '/conversation?uid=99', path: '/conversation' });
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only write to people who share a course with you.');
  });
});
