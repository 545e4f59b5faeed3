// Streams for tests of the real-time connection: a fetch body that yields chunks, or one that stays
// open until its request is aborted.

/** A ReadableStream that yields the given chunks (strings encoded as UTF-8), then ends unless `keepOpen`. */
export function streamOf(chunks: readonly (string | Uint8Array)[], { keepOpen = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      if (!keepOpen) controller.close();
    },
  });
}

/** A stream that stays open until `signal` aborts, then errors as a fetch body does. */
export function abortableStream(signal: AbortSignal, chunks: readonly string[] = []): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      signal.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
    },
  });
}
