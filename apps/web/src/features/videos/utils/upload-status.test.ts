import { describe, expect, it } from 'vitest';
import {
  INITIAL_UPLOAD_STATE,
  shouldRetryUpload,
  uploadErrorCode,
  uploadIdFromUrl,
  uploadMetadata,
  uploadPercent,
  uploadReducer,
  uploadRetryDelays,
  type UploadEvent,
  type UploadState,
} from './upload-status.ts';

const run = (events: UploadEvent[], from: UploadState = INITIAL_UPLOAD_STATE) => events.reduce(uploadReducer, from);

describe('upload status machine', () => {
  it('goes UPLOADING with progress, then UPLOADED at 100 with the video id', () => {
    const uploading = run([{ type: 'start' }, { type: 'progress', bytesSent: 50, bytesTotal: 200 }]);
    expect(uploading).toEqual({ status: 'UPLOADING', progress: 25, videoId: null, error: null });
    const done = uploadReducer(uploading, { type: 'success', videoId: 9 });
    expect(done).toEqual({ status: 'UPLOADED', progress: 100, videoId: 9, error: null });
  });

  it('never shows 100 before the server confirmed the whole file, and never goes backwards', () => {
    const state = run([{ type: 'start' }, { type: 'progress', bytesSent: 200, bytesTotal: 200 }]);
    expect(state.progress).toBe(99);
    expect(uploadReducer(state, { type: 'progress', bytesSent: 10, bytesTotal: 200 }).progress).toBe(99);
  });

  it('FAILED sets progress to 0 and keeps the error code', () => {
    const failed = run([{ type: 'start' }, { type: 'progress', bytesSent: 150, bytesTotal: 200 }, { type: 'error', code: 'VIDEO_TOO_LARGE' }]);
    expect(failed).toEqual({ status: 'FAILED', progress: 0, videoId: null, error: 'VIDEO_TOO_LARGE' });
  });

  it('ignores events that do not fit the current state', () => {
    expect(uploadReducer(INITIAL_UPLOAD_STATE, { type: 'progress', bytesSent: 1, bytesTotal: 2 })).toBe(INITIAL_UPLOAD_STATE);
    expect(uploadReducer(INITIAL_UPLOAD_STATE, { type: 'success', videoId: 1 })).toBe(INITIAL_UPLOAD_STATE);
    const done = run([{ type: 'start' }, { type: 'success', videoId: null }]);
    expect(uploadReducer(done, { type: 'error', code: 'X' })).toBe(done);
    expect(uploadReducer(done, { type: 'video', videoId: 4 }).videoId).toBe(4);
    expect(uploadReducer(done, { type: 'reset' })).toEqual(INITIAL_UPLOAD_STATE);
    // A new start after a failure begins afresh.
    const failed = run([{ type: 'start' }, { type: 'error', code: 'X' }]);
    expect(uploadReducer(failed, { type: 'start' })).toEqual({ status: 'UPLOADING', progress: 0, videoId: null, error: null });
  });

  it('computes percentages defensively', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(1, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 100)).toBe(0);
    expect(uploadPercent(33, 100)).toBe(33);
  });
});

describe('tus options', () => {
  it('gives exactly three automatic retries (spec §9)', () => {
    expect(uploadRetryDelays()).toHaveLength(3);
    expect(uploadRetryDelays(5)).toHaveLength(5);
    expect(uploadRetryDelays(0)).toEqual([]);
  });

  it('retries network errors, 5xx, 401 (after renewal), 409 and 423, but not refusals', () => {
    expect(shouldRetryUpload(undefined)).toBe(true);
    expect(shouldRetryUpload(0)).toBe(true);
    expect(shouldRetryUpload(500)).toBe(true);
    expect(shouldRetryUpload(401)).toBe(true);
    expect(shouldRetryUpload(409)).toBe(true);
    expect(shouldRetryUpload(423)).toBe(true);
    expect(shouldRetryUpload(413)).toBe(false);
    expect(shouldRetryUpload(415)).toBe(false);
    expect(shouldRetryUpload(403)).toBe(false);
  });

  it('reads the problem code, else derives it from the status', () => {
    expect(uploadErrorCode(415, JSON.stringify({ code: 'VIDEO_TYPE_NOT_ALLOWED' }))).toBe('VIDEO_TYPE_NOT_ALLOWED');
    expect(uploadErrorCode(413, 'too big')).toBe('VIDEO_TOO_LARGE');
    expect(uploadErrorCode(415, undefined)).toBe('VIDEO_TYPE_NOT_ALLOWED');
    expect(uploadErrorCode(undefined, undefined)).toBe('NETWORK_ERROR');
    expect(uploadErrorCode(500, '{}')).toBe('UPLOAD_FAILED');
  });

  it('takes the upload id from the tus URL', () => {
    expect(uploadIdFromUrl('http://x/api/rest/upload_session/abc123')).toBe('abc123');
    expect(uploadIdFromUrl('/api/rest/upload_session/a_b-c?x=1')).toBe('a_b-c');
    expect(uploadIdFromUrl(null)).toBeNull();
    expect(uploadIdFromUrl('/a/../')).toBeNull();
  });

  it('builds the metadata the server reads', () => {
    const file = { name: 'clip.mp4', type: 'video/mp4' };
    expect(uploadMetadata({ courseId: 4, title: ' Drill ', assignmentId: 7, topicIds: [1, 2], file, now: 1_700_000_000_500 })).toEqual({
      og_id: '4',
      timestamp: '1700000000',
      title: 'Drill',
      assignment: '7',
      topics: '1,2',
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    });
    const bare = uploadMetadata({ courseId: 4, title: 'x', assignmentId: null, topicIds: [], file: { name: 'a', type: '' }, now: 0 });
    expect(bare).not.toHaveProperty('assignment');
    expect(bare).not.toHaveProperty('topics');
    expect(bare.filetype).toBe('application/octet-stream');
  });
});
