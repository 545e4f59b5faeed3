// Pure rules of video uploads: metadata parsing, file name and content type cleaning, upload state.
import { sanitizeFileName } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { cleanFileName, cleanVideoContentType, parseUploadMetadata, uploadMaxBytes, uploadState, videoSourceOf } from './video-uploads.service.ts';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return (error.errors ?? []).map((field) => field.path);
    throw error;
  }
  return [];
}

describe('parseUploadMetadata', () => {
  it('reads course, title, assignment and topics and keeps only known keys', () => {
    expect(
      parseUploadMetadata({ og_id: '12', title: '  Session  ', assignment: '7', topics: '3, 4,3', filename: 'a.mp4', timestamp: '1700000000', evil: 'x' }),
    ).toEqual({
      courseId: 12,
      title: 'Session',
      assignmentId: 7,
      topicIds: [3, 4],
      source: 'upload',
      kept: { og_id: '12', title: '  Session  ', assignment: '7', topics: '3, 4,3', filename: 'a.mp4', timestamp: '1700000000' },
    });
    // "0" and empty mean no assignment (the app sends 0 when none is picked).
    expect(parseUploadMetadata({ og_id: '1', title: 't', assignment: '0' }).assignmentId).toBeNull();
    expect(parseUploadMetadata({ og_id: '1', title: 't', assignment: '' }).assignmentId).toBeNull();
  });

  it('reads the source: upload by default, live_recording for a recording from the camera (issue 18)', () => {
    expect(parseUploadMetadata({ og_id: '1', title: 't' }).source).toBe('upload');
    expect(parseUploadMetadata({ og_id: '1', title: 't', source: '' }).source).toBe('upload');
    expect(parseUploadMetadata({ og_id: '1', title: 't', source: 'upload' }).source).toBe('upload');
    const live = parseUploadMetadata({ og_id: '1', title: 't', source: 'live_recording' });
    expect(live.source).toBe('live_recording');
    expect(live.kept.source).toBe('live_recording');
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '1', title: 't', source: 'webcam' }))).toEqual(['metadata.source']);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '1', title: 't', source: 'LIVE_RECORDING' }))).toEqual(['metadata.source']);
    expect(videoSourceOf('live_recording')).toBe('live_recording');
    expect(videoSourceOf(undefined)).toBe('upload');
    expect(videoSourceOf('other')).toBe('upload');
  });

  it('lists every problem as a field error', () => {
    expect(fieldsOf(() => parseUploadMetadata({}))).toEqual(['metadata.og_id', 'metadata.title']);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '-1', title: 'x'.repeat(501) }))).toEqual(['metadata.og_id', 'metadata.title']);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '99999999999', title: 't' }))).toEqual(['metadata.og_id']);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '1', title: 't', assignment: '1.5' }))).toEqual(['metadata.assignment']);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '1', title: 't', topics: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }))).toEqual([
      'metadata.topics',
    ]);
    expect(fieldsOf(() => parseUploadMetadata({ og_id: '1', title: 't', filename: 'x'.repeat(1001) }))).toEqual(['metadata.filename']);
  });
});

describe('file name and type', () => {
  it('strips folders and control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\clip.mov')).toBe('clip.mov');
    expect(cleanFileName('a\u0000b\r\nc.mp4')).toBe('abc.mp4');
    expect(cleanFileName(undefined)).toBe('video');
    expect(cleanFileName('..')).toBe('video');
    expect(cleanFileName('x'.repeat(300) + '.mp4')).toHaveLength(255);
  });

  it('drops direction override characters as course documents do (issue 20)', () => {
    // "clip\u202Evom.exe" would show as "clipexe.mov": the bidi controls must not reach a download name.
    for (const raw of ['clip\u202Evom.exe', '\u2066clip\u2069.mp4', 'a\u200Fb\u061C.mp4']) {
      expect(cleanFileName(raw)).toBe(sanitizeFileName(raw));
    }
    expect(cleanFileName('clip\u202Evom.exe')).toBe('clipvom.exe');
  });

  it('keeps plain video/* types only', () => {
    expect(cleanVideoContentType('video/mp4')).toBe('video/mp4');
    expect(cleanVideoContentType('Video/QuickTime')).toBe('video/quicktime');
    expect(cleanVideoContentType('text/html')).toBe('application/octet-stream');
    expect(cleanVideoContentType('video/mp4\r\nX: y')).toBe('application/octet-stream');
    expect(cleanVideoContentType(undefined)).toBe('application/octet-stream');
  });
});

describe('limits and state', () => {
  it('uses the env limit or 2 GiB', () => {
    expect(uploadMaxBytes({})).toBe(2 * 1024 ** 3);
    expect(uploadMaxBytes({ VIDEO_UPLOAD_MAX_BYTES: 1000 })).toBe(1000);
  });

  it('maps the row to UPLOADING, UPLOADED or FAILED', () => {
    const base = { uploadId: 'u', userId: 1, courseId: 1, assignmentId: null, title: 't', metadata: {}, size: 10, createdAt: new Date() };
    expect(uploadState({ ...base, videoId: null, completedAt: null })).toEqual({ uploadId: 'u', videoId: null, status: 'UPLOADING' });
    expect(uploadState({ ...base, videoId: 5, completedAt: new Date() })).toEqual({ uploadId: 'u', videoId: 5, status: 'UPLOADED' });
    expect(uploadState({ ...base, videoId: null, completedAt: new Date() })).toEqual({ uploadId: 'u', videoId: null, status: 'FAILED' });
  });
});
