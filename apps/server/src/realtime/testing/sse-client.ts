// A Server-Sent Events reader over fetch (as the web app reads GET /realtime: with an Authorization
// header, which EventSource cannot send), for tests and the real-time bench.

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  /** Every event so far, in order (comments such as keep-alives are counted in `comments`). */
  events: SseMessage[];
  comments: number;
  /** Resolves with the first event `match` accepts that no earlier `next` returned (one already received, or the next to come). */
  next(match?: (event: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Called for every event as it arrives. */
  onEvent?: (event: SseMessage) => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` with the bearer token; resolves once the answer's headers are in. */
export async function openSse(url: string, token: string): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const waiters: { match: (event: SseMessage) => boolean; resolve: (event: SseMessage) => void }[] = [];
  const returned = new Set<SseMessage>();
  const connection: SseConnection = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: 0,
    next(match = () => true, timeoutMs = 10_000) {
      const seen = connection.events.find((event) => !returned.has(event) && match(event));
      if (seen) {
        returned.add(seen);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching SSE event within ${timeoutMs} ms; got ${JSON.stringify(connection.events)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            returned.add(event);
            resolve(event);
          },
        });
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };

  const dispatch = (event: SseMessage): void => {
    connection.events.push(event);
    connection.onEvent?.(event);
    // One waiter per event: the first that accepts it.
    const waiter = waiters.find((candidate) => candidate.match(event));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };

  connection.ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          if (lines.every((line) => line.startsWith(':'))) {
            connection.comments += 1;
            continue;
          }
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          for (const line of lines) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) dispatch({ id, event, data: data.join('\n') });
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return connection;
}
