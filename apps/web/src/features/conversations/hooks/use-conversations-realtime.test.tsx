import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../../lib/auth-storage.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { conversationKeys } from '../api/query-keys.ts';
import { abortableStream } from '../testing/fixtures.ts';
import { useRealtimeHub } from '../../../lib/realtime/use-realtime.ts';
import { useConversationsRealtime } from './use-conversations-realtime.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
});

describe('the tab’s real-time connection', () => {
  it('feeds stream events into the cache, reconnects with a new token and closes when unmounted', async () => {
    const opened: { token: string | null; signal: AbortSignal }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
        expect(String(url)).toBe('/api/rest/realtime');
        const signal = init.signal ?? new AbortController().signal;
        opened.push({ token: new Headers(init.headers).get('Authorization'), signal });
        const body = abortableStream(signal, ['event: unread.changed\ndata: {"total":4,"byCourse":{"3":4}}\n\n']);
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    setTokens({ accessToken: 't1' });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useConversationsRealtime(useRealtimeHub()), { wrapper });

    await waitFor(() => expect(queryClient.getQueryData(conversationKeys.unread())).toEqual({ total: 4, byCourse: { '3': 4 } }));
    expect(opened.map((open) => open.token)).toEqual(['Bearer t1']);

    setTokens({ accessToken: 't2' });
    await waitFor(() => expect(opened.map((open) => open.token)).toEqual(['Bearer t1', 'Bearer t2']));
    expect(opened[0]?.signal.aborted).toBe(true);

    unmount();
    expect(opened[1]?.signal.aborted).toBe(true);
  });

  it('closes the stream when the user signs out', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
        const signal = init.signal ?? new AbortController().signal;
        signals.push(signal);
        return new Response(abortableStream(signal), { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    setTokens({ accessToken: 't1' });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useConversationsRealtime(useRealtimeHub()), { wrapper });
    await waitFor(() => expect(signals).toHaveLength(1));
    clearTokens();
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signals).toHaveLength(1);
    unmount();
  });
});
