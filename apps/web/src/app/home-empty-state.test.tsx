// The campus dashboard (issue 17): "Your courses will appear here" no longer stands above a list of
// courses. The greeting says only that no course is selected; whether there are courses at all is the
// campus list's own empty state.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi, problem } from '../features/auth/testing/fake-auth-api.ts';
import { renderWithSession, startEachTestSignedIn } from './testing/render-with-session.tsx';

startEachTestSignedIn();

describe('campus dashboard greeting', () => {
  it('says no course is selected, without promising courses above the list', async () => {
    const api = createFakeAuthApi({ validTokens: ['a1'], routes: { 'GET /api/rest/campus': () => problem(404, 'NOT_FOUND') } });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderWithSession('/app/campus-dashboard');
    const note = await screen.findByTestId('home-no-course');
    expect(note).toHaveTextContent('No course selected yet.');
    expect(screen.queryByText(/Your courses will appear here/)).not.toBeInTheDocument();
  });
});
