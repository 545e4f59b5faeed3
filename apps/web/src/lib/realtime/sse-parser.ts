// The Server-Sent Events wire format (WHATWG HTML "event stream interpretation") for a stream read with
// fetch: EventSource cannot send the Authorization header, so the app frames the bytes itself. Chunks
// may split anywhere, inside a line, between "\r" and "\n", even inside a UTF-8 character.

export interface SseEvent {
  /** The `event:` name; `message` when the server gave none. */
  event: string;
  /** The `data:` lines joined by "\n". */
  data: string;
  /** The last `id:` seen on this stream (it carries over to later events, as the standard says). */
  id: string | undefined;
}

export interface SseParser {
  /** Feeds the next chunk of the stream. */
  push(chunk: Uint8Array | string): void;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  /** A comment line (`: keep-alive`), without the colon. */
  onComment?: (text: string) => void;
}

export function createSseParser({ onEvent, onComment }: SseParserHandlers): SseParser {
  const decoder = new TextDecoder();
  let buffer = '';
  // The previous chunk ended in "\r": a "\n" opening this one belongs to the same line break.
  let pendingCarriageReturn = false;
  let eventName = '';
  let data: string[] = [];
  let lastId: string | undefined;

  function dispatch(): void {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), id: lastId });
    data = [];
    eventName = '';
  }

  function line(text: string): void {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) {
      onComment?.(text.slice(1).trimStart());
      return;
    }
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields: the app's reconnect rule decides the delay itself.
  }

  return {
    push(chunk) {
      let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      if (pendingCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      pendingCarriageReturn = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\n' && character !== '\r') continue;
        line(buffer.slice(start, index));
        if (character === '\r') {
          if (index + 1 === buffer.length) pendingCarriageReturn = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
