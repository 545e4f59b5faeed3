// The pure video rules: who sees a video, who may change it, who reads the failure reason; HTTP
// ranges; the comments export rows.
import { describe, expect, it } from 'vitest';
import { commentExportRows } from './videos.export.ts';
import { canSeeVideoFacts, seesFailureReason, videoPermissions } from './videos.policy.ts';
import { parseRange } from './videos.range.ts';
import { mediaSignature, type MediaLinkGrant } from './videos.media-links.ts';

const OWNER = 10;
const OTHER = 11;

describe('canSeeVideoFacts', () => {
  const cases: [string, 'course' | 'selected' | 'private', boolean, number, boolean, boolean][] = [
    // name, visibility, sharedWithUser, user, manage, expected
    ['course: any member', 'course', false, OTHER, false, true],
    ['selected: owner', 'selected', false, OWNER, false, true],
    ['selected: listed user', 'selected', true, OTHER, false, true],
    ['selected: unlisted user', 'selected', false, OTHER, false, false],
    ['selected: staff', 'selected', false, OTHER, true, true],
    ['private: owner', 'private', false, OWNER, false, true],
    ['private: other member, even if once listed', 'private', true, OTHER, false, false],
    ['private: staff', 'private', false, OTHER, true, true],
  ];
  it.each(cases)('%s', (_name, visibility, sharedWithUser, userId, manage, expected) => {
    expect(canSeeVideoFacts({ visibility, ownerId: OWNER, sharedWithUser }, userId, manage)).toBe(expected);
  });

  it('a video without owner (deleted account) is not "owned" by anybody', () => {
    expect(canSeeVideoFacts({ visibility: 'private', ownerId: null, sharedWithUser: false }, OTHER, false)).toBe(false);
  });
});

describe('videoPermissions and failure reason', () => {
  it('grants update, delete and update_access to the owner and to manage_videos only', () => {
    expect(videoPermissions(OWNER, OWNER, false)).toEqual({ update: true, delete: true, update_access: true });
    expect(videoPermissions(OWNER, OTHER, true)).toEqual({ update: true, delete: true, update_access: true });
    expect(videoPermissions(OWNER, OTHER, false)).toEqual({ update: false, delete: false, update_access: false });
    expect(videoPermissions(null, OTHER, false)).toEqual({ update: false, delete: false, update_access: false });
  });

  it('shows the failure reason to owner and staff only', () => {
    expect(seesFailureReason(OWNER, OWNER, false)).toBe(true);
    expect(seesFailureReason(OWNER, OTHER, true)).toBe(true);
    expect(seesFailureReason(OWNER, OTHER, false)).toBe(false);
  });
});

describe('parseRange', () => {
  const size = 1000;
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-5', { kind: 'full' }],
    ['bytes=abc', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s', (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('an empty file satisfies no range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('mediaSignature', () => {
  const secret = Buffer.alloc(32, 7);
  const grant: MediaLinkGrant = { videoId: 1, kind: 'stream', viewerId: 5, visibility: 'course', hidden: false };
  it('differs by video, kind, expiry, viewer, video state and secret', () => {
    const base = mediaSignature(secret, grant, 100);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(mediaSignature(secret, { ...grant, videoId: 2 }, 100)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant, kind: 'poster' }, 100)).not.toBe(base);
    expect(mediaSignature(secret, grant, 101)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant, viewerId: 6 }, 100)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant, visibility: 'private' }, 100)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant, visibility: 'selected' }, 100)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant, hidden: true }, 100)).not.toBe(base);
    expect(mediaSignature(Buffer.alloc(32, 8), grant, 100)).not.toBe(base);
    expect(mediaSignature(secret, { ...grant }, 100)).toBe(base);
  });
});

describe('commentExportRows', () => {
  it('writes time, author, plain text, created and reply count, with the replies beneath', () => {
    const created = new Date('2026-01-02T03:04:05Z');
    const rows = commentExportRows(
      [
        {
          id: 1,
          videoTimeTenths: 754,
          author: 'Sam Student',
          body: '<p>Look at <strong>the</strong> feet &amp; hands</p>',
          createdAt: created,
          replies: [{ author: null, text: '<p>Agreed</p>', createdAt: created }],
        },
        { id: 2, videoTimeTenths: 20, author: 'Ian', body: '=cmd', createdAt: created, replies: [] },
      ],
      'en',
    );
    expect(rows).toEqual([
      ['01:15.4', 'Sam Student', 'Look at the feet & hands', created, 1],
      ['↳ Reply', 'Deleted user', 'Agreed', created, null],
      ['00:02.0', 'Ian', '=cmd', created, 0],
    ]);
  });
});
