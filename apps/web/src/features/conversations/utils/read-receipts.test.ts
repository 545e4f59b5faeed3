import { describe, expect, it } from 'vitest';
import { conversationFixture, INSTRUCTOR, MENTOR, messageFixture, participant, STUDENT } from '../testing/fixtures.ts';
import { readMarkerTarget, seenReceipt, withReadMarker } from './read-receipts.ts';

const mine = (id: number, extra = {}) => messageFixture({ id, author: { ...STUDENT }, ...extra });
const theirs = (id: number) => messageFixture({ id, author: { ...INSTRUCTOR } });

describe('"Seen" under my last message', () => {
  it('marks my last message once the other side read up to it', () => {
    const messages = [theirs(1), mine(2), mine(3)];
    expect(seenReceipt(messages, [participant(STUDENT, 3), participant(INSTRUCTOR, 3)], STUDENT.uid)).toEqual({
      messageId: 3,
      readers: [participant(INSTRUCTOR, 3)],
    });
  });

  it('says nothing while the other side has not read my last message, even if it read an earlier one', () => {
    const messages = [mine(2), mine(3)];
    expect(seenReceipt(messages, [participant(STUDENT, 3), participant(INSTRUCTOR, 2)], STUDENT.uid)).toBeNull();
    expect(seenReceipt(messages, [participant(STUDENT, 3), participant(INSTRUCTOR, null)], STUDENT.uid)).toBeNull();
  });

  it('counts a marker past my message (they read a later reply) and ignores my own marker', () => {
    const messages = [mine(2), theirs(4)];
    expect(seenReceipt(messages, [participant(STUDENT, 4), participant(INSTRUCTOR, 4)], STUDENT.uid)?.messageId).toBe(2);
    expect(seenReceipt([mine(2)], [participant(STUDENT, 2)], STUDENT.uid)).toBeNull();
  });

  it('skips my deleted messages and lists every reader in a group', () => {
    const messages = [mine(2), mine(3, { deleted: true, text: '' })];
    const receipt = seenReceipt(messages, [participant(STUDENT, 3), participant(INSTRUCTOR, 2), participant(MENTOR, 3)], STUDENT.uid);
    expect(receipt?.messageId).toBe(2);
    expect(receipt?.readers.map((person) => person.uid)).toEqual([INSTRUCTOR.uid, MENTOR.uid]);
  });

  it('has nothing to mark when I wrote nothing', () => {
    expect(seenReceipt([theirs(1)], [participant(STUDENT, 1), participant(INSTRUCTOR, 1)], STUDENT.uid)).toBeNull();
  });
});

describe('moving my read marker', () => {
  it('goes to the newest shown message when it is past my marker', () => {
    expect(readMarkerTarget([theirs(1), theirs(2)], null)).toBe(2);
    expect(readMarkerTarget([theirs(1), theirs(2)], 1)).toBe(2);
  });

  it('stays when nothing is new or nothing is shown', () => {
    expect(readMarkerTarget([theirs(1), theirs(2)], 2)).toBeNull();
    expect(readMarkerTarget([theirs(1)], 5)).toBeNull();
    expect(readMarkerTarget([], null)).toBeNull();
  });

  it('applies a read event forward only', () => {
    const summary = conversationFixture({ participants: [participant(STUDENT, 4), participant(INSTRUCTOR, 2)] });
    expect(withReadMarker(summary, INSTRUCTOR.uid, 4).participants[1]?.lastReadMessageId).toBe(4);
    expect(withReadMarker(summary, STUDENT.uid, 3).participants[0]?.lastReadMessageId).toBe(4);
    expect(withReadMarker(conversationFixture(), STUDENT.uid, 2).participants[0]?.lastReadMessageId).toBe(2);
  });
});
