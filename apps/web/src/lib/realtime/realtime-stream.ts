// GET /realtime: the Server-Sent Events stream, read with fetch because EventSource cannot send the
// Authorization header. The API client adds the token, renews it once after a 401 and retries.
import { REALTIME_PATH } from '@campus/shared/rules/conversations';
import { apiClient, type ApiClient } from '../api-client.ts';

export function openRealtimeStream(signal: AbortSignal, client: ApiClient = apiClient): Promise<ReadableStream<Uint8Array>> {
  return client.get<ReadableStream<Uint8Array>>(REALTIME_PATH, {
    signal,
    responseType: 'stream',
    // A broken stream is retried quietly; it never sends the user to the error screen.
    redirectOnError: false,
    headers: { Accept: 'text/event-stream' },
  });
}
