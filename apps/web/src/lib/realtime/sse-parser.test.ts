import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function collect() {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const parser = createSseParser({ onEvent: (event) => events.push(event), onComment: (text) => comments.push(text) });
  return { parser, events, comments };
}

const encoder = new TextEncoder();

describe('the SSE stream parser', () => {
  it('frames named events with ids and JSON data', () => {
    const { parser, events } = collect();
    parser.push('id: 1\nevent: message.created\ndata: {"conversationId":4}\n\nid: 2\nevent: unread.changed\ndata: {"total":3}\n\n');
    expect(events).toEqual([
      { event: 'message.created', data: '{"conversationId":4}', id: '1' },
      { event: 'unread.changed', data: '{"total":3}', id: '2' },
    ]);
  });

  it('puts an event together when the chunks split it anywhere', () => {
    const text = 'event: message.created\ndata: {"text":"Grüße 👋"}\nid: 7\n\n';
    const bytes = encoder.encode(text);
    // Every split position, including inside the multi-byte characters.
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { parser, events } = collect();
      parser.push(bytes.slice(0, cut));
      parser.push(bytes.slice(cut));
      expect(events, `cut at ${cut}`).toEqual([{ event: 'message.created', data: '{"text":"Grüße 👋"}', id: '7' }]);
    }
  });

  it('delivers an event only once its blank line has arrived', () => {
    const { parser, events } = collect();
    parser.push('event: a\ndata: 1\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });

  it('accepts CRLF and CR line breaks, also with CR and LF in different chunks', () => {
    const { parser, events } = collect();
    parser.push('event: a\r\ndata: 1\r');
    parser.push('\n\r');
    parser.push('\n');
    parser.push('data: 2\r\rdata: 3\n\n');
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ['a', '1'],
      ['message', '2'],
      ['message', '3'],
    ]);
  });

  it('joins several data lines with newlines and keeps the last id for later events', () => {
    const { parser, events } = collect();
    parser.push('id: 9\ndata: first\ndata:second\ndata\n\ndata: next\n\n');
    expect(events).toEqual([
      { event: 'message', data: 'first\nsecond\n', id: '9' },
      { event: 'message', data: 'next', id: '9' },
    ]);
  });

  it('reports keep-alive comments and ignores events without data and unknown fields', () => {
    const { parser, events, comments } = collect();
    parser.push(': keep-alive\n\nevent: lonely\n\nretry: 100\nfoo: bar\ndata: x\n\n');
    expect(comments).toEqual(['keep-alive']);
    expect(events).toEqual([{ event: 'message', data: 'x', id: undefined }]);
  });
});
