import type { DialogReply } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { isEmptyThread, replyThreads } from './reply-tree.ts';

function reply(id: number, parent: number | null, deleted = false): DialogReply {
  return { id, parent_id: parent, author: null, body: deleted ? '' : `<p>${id}</p>`, created: '2026-01-01T10:00:00.000Z', edited: false, deleted, permissions: { update: false, delete: false } };
}

describe('replyThreads', () => {
  it('puts answers beneath the reply they answer, keeping the order', () => {
    const threads = replyThreads([reply(1, null), reply(2, null), reply(3, 1), reply(4, 2), reply(5, 1)]);
    expect(threads.map((thread) => [thread.reply.id, thread.answers.map((answer) => answer.id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('keeps an answer whose parent is missing at the top level', () => {
    expect(replyThreads([reply(1, null), reply(7, 99)]).map((thread) => thread.reply.id)).toEqual([1, 7]);
  });

  it('calls a thread empty only when the reply and all its answers are deleted', () => {
    const [gone, answered] = replyThreads([reply(1, null, true), reply(2, null, true), reply(3, 2)]);
    expect(isEmptyThread(gone!)).toBe(true);
    expect(isEmptyThread(answered!)).toBe(false);
  });
});
