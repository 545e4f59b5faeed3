import { describe, expect, it } from 'vitest';
import { messageFixture, pageFixture } from '../testing/fixtures.ts';
import { flattenMessages, olderCursor, withMessage, type MessagePages } from './message-pages.ts';

const ids = (data: MessagePages | undefined) => flattenMessages(data?.pages ?? []).map((message) => message.id);

describe('paging backwards through a thread', () => {
  it('shows older pages above newer ones, oldest first', () => {
    const newest = pageFixture([messageFixture({ id: 40 }), messageFixture({ id: 41 })], true);
    const older = pageFixture([messageFixture({ id: 10 }), messageFixture({ id: 12 })], false);
    expect(flattenMessages([newest, older]).map((message) => message.id)).toEqual([10, 12, 40, 41]);
  });

  it('shows a message two pages overlap on once, as the newer fetch has it', () => {
    const newest = pageFixture([messageFixture({ id: 12, text: 'edited since' }), messageFixture({ id: 13 })], true);
    const older = pageFixture([messageFixture({ id: 11 }), messageFixture({ id: 12, text: 'before' })], false);
    const messages = flattenMessages([newest, older]);
    expect(messages.map((message) => message.id)).toEqual([11, 12, 13]);
    expect(messages[1]?.text).toBe('edited since');
  });

  it('asks for the page before the oldest message while the server says there is more', () => {
    expect(olderCursor(pageFixture([messageFixture({ id: 31 }), messageFixture({ id: 32 })], true))).toBe(31);
    expect(olderCursor(pageFixture([messageFixture({ id: 31 })], false))).toBeUndefined();
    expect(olderCursor(pageFixture([], true))).toBeUndefined();
  });
});

describe('merging a message into the pages', () => {
  const data: MessagePages = {
    pages: [pageFixture([messageFixture({ id: 5 }), messageFixture({ id: 6 })], true), pageFixture([messageFixture({ id: 1 })])],
    pageParams: [undefined, 5],
  };

  it('appends a new message to the newest page', () => {
    const next = withMessage(data, messageFixture({ id: 9 }));
    expect(ids(next)).toEqual([1, 5, 6, 9]);
    expect(next?.pages[0]?.items.map((message) => message.id)).toEqual([5, 6, 9]);
    expect(next?.pages[0]?.hasMore).toBe(true);
  });

  it('replaces a message it already holds (an edit, a delete, the stream repeating a sent message)', () => {
    const deleted = withMessage(data, messageFixture({ id: 1, text: '', deleted: true }));
    expect(ids(deleted)).toEqual([1, 5, 6]);
    expect(deleted?.pages[1]?.items[0]?.deleted).toBe(true);
    const twice = withMessage(withMessage(data, messageFixture({ id: 9 })), messageFixture({ id: 9 }));
    expect(ids(twice)).toEqual([1, 5, 6, 9]);
  });

  it('keeps the order when messages arrive out of order', () => {
    expect(ids(withMessage(withMessage(data, messageFixture({ id: 9 })), messageFixture({ id: 8 })))).toEqual([1, 5, 6, 8, 9]);
  });

  it('leaves a thread that was never fetched alone and starts an empty one', () => {
    expect(withMessage(undefined, messageFixture({ id: 9 }))).toBeUndefined();
    expect(ids(withMessage({ pages: [], pageParams: [] }, messageFixture({ id: 9 })))).toEqual([9]);
  });
});
