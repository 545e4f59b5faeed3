import type { ContentItem } from '@campus/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json, problem } from '../../../test/fake-api.ts';
import { commentFixture } from '../testing/video-fixtures.ts';
import { shiftReplyCount, useCreateReply } from './video-comments.ts';
import { videoKeys } from './query-keys.ts';

afterEach(() => vi.unstubAllGlobals());

const counts = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<ContentItem[]>(videoKeys.comments(31))?.map((comment) => [comment.id, comment.commentCount]);

describe('reply count of a video comment (optimistic)', () => {
  it('moves only the one comment and hands back the list as it was', async () => {
    const client = createQueryClient();
    client.setQueryData(videoKeys.comments(31), [commentFixture({ id: 501, commentCount: 1 }), commentFixture({ id: 502, commentCount: 4 })]);
    const before = await shiftReplyCount(client, 31, 501, 1);
    expect(counts(client)).toEqual([
      [501, 2],
      [502, 4],
    ]);
    expect(before?.map((comment) => comment.commentCount)).toEqual([1, 4]);
  });

  it('counts a reply while it is sent and takes it back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({ 'POST /content/501/comment': () => new Promise<Response>((resolve) => (answer = resolve)) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const client = createQueryClient();
    client.setQueryData(videoKeys.comments(31), [commentFixture({ id: 501, commentCount: 1 })]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCreateReply(31, 501), { wrapper });

    act(() => result.current.mutate('<p>Agreed.</p>'));
    await waitFor(() => expect(counts(client)).toEqual([[501, 2]]));
    answer(problem(403, 'FORBIDDEN'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(counts(client)).toEqual([[501, 1]]);
  });

  it('keeps the new count when the reply was stored', async () => {
    const api = fakeApi({ 'POST /content/501/comment': () => json({ id: 9 }, 201) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const client = createQueryClient();
    client.setQueryData(videoKeys.comments(31), [commentFixture({ id: 501, commentCount: 1 })]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCreateReply(31, 501), { wrapper });
    act(() => result.current.mutate('<p>Agreed.</p>'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(counts(client)).toEqual([[501, 2]]);
  });
});
