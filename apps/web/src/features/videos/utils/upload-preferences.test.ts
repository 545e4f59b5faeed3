import { VIDEO_PREFERENCE_DEFAULTS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { connectionKind, readVideoPreferences, shouldKeepLocalCopy, uploadDecision } from './upload-preferences.ts';

const defaults = readVideoPreferences(() => null);

describe('native upload preferences', () => {
  it('defaults to wifi only and keep videos (spec §9)', () => {
    expect(defaults).toEqual({ ...VIDEO_PREFERENCE_DEFAULTS });
    expect(defaults).toEqual({ wifi_upload_only: true, keep_videos: true });
    expect(readVideoPreferences((key) => (key === 'wifi_upload_only' ? 'false' : 'garbage'))).toEqual({
      wifi_upload_only: false,
      keep_videos: true,
    });
  });

  it('never holds an upload back on the web', () => {
    expect(uploadDecision({ native: false, preferences: defaults, connection: 'cellular' })).toEqual({ start: true });
    expect(shouldKeepLocalCopy({ native: false, preferences: defaults })).toBe(false);
  });

  it('waits for wifi on native when wifi_upload_only is on', () => {
    expect(uploadDecision({ native: true, preferences: defaults, connection: 'cellular' })).toEqual({ start: false, reason: 'WAITING_FOR_WIFI' });
    expect(uploadDecision({ native: true, preferences: defaults, connection: 'unknown' })).toEqual({ start: false, reason: 'WAITING_FOR_WIFI' });
    expect(uploadDecision({ native: true, preferences: defaults, connection: 'wifi' })).toEqual({ start: true });
    expect(uploadDecision({ native: true, preferences: defaults, connection: 'ethernet' })).toEqual({ start: true });
    const anyNetwork = { wifi_upload_only: false, keep_videos: true };
    expect(uploadDecision({ native: true, preferences: anyNetwork, connection: 'cellular' })).toEqual({ start: true });
    expect(uploadDecision({ native: true, preferences: anyNetwork, connection: 'none' })).toEqual({ start: false, reason: 'OFFLINE' });
  });

  it('keeps a copy of a native upload for offline viewing only when keep_videos is on', () => {
    expect(shouldKeepLocalCopy({ native: true, preferences: defaults })).toBe(true);
    expect(shouldKeepLocalCopy({ native: true, preferences: { wifi_upload_only: true, keep_videos: false } })).toBe(false);
  });

  it('classifies the connection', () => {
    expect(connectionKind({ type: 'wifi' }, true)).toBe('wifi');
    expect(connectionKind({ type: 'cellular' }, true)).toBe('cellular');
    expect(connectionKind(undefined, true)).toBe('unknown');
    expect(connectionKind({ type: 'wifi' }, false)).toBe('none');
  });
});
