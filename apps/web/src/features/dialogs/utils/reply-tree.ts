// Replies arrive flat, oldest first; the topic view shows them one level deep: each reply to the topic
// with the answers to it beneath. An answer whose parent is missing (should not happen: deleted replies
// stay in the list as "deleted") is shown at the top level rather than lost.
import type { DialogReply } from '@campus/shared';

export interface ReplyThread {
  reply: DialogReply;
  answers: DialogReply[];
}

export function replyThreads(replies: readonly DialogReply[]): ReplyThread[] {
  const threads: ReplyThread[] = [];
  const byId = new Map<number, ReplyThread>();
  for (const reply of replies) {
    if (reply.parent_id === null) {
      const thread = { reply, answers: [] };
      threads.push(thread);
      byId.set(reply.id, thread);
    }
  }
  for (const reply of replies) {
    if (reply.parent_id === null) continue;
    const parent = byId.get(reply.parent_id);
    if (parent) parent.answers.push(reply);
    else threads.push({ reply, answers: [] });
  }
  return threads;
}

/** A thread whose reply and answers are all deleted says nothing any more: the view leaves it out. */
export function isEmptyThread(thread: ReplyThread): boolean {
  return thread.reply.deleted && thread.answers.every((answer) => answer.deleted);
}
