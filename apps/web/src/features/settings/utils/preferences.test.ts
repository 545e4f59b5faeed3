import { LOCAL_PREFERENCE_DEFAULTS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { effectivePreferences, experimentalFlags, readPreferences, writePreference } from './preferences.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('local preferences', () => {
  it('starts from the spec §9 defaults', () => {
    expect(readPreferences(memoryStore())).toEqual({
      wifi_upload_only: true,
      keep_videos: true,
      show_tour_on_start: true,
      social_video_player: false,
    });
    expect(LOCAL_PREFERENCE_DEFAULTS.social_video_player).toBe(false);
  });

  it('reads what was written under the spec key names and ignores garbage', () => {
    const store = memoryStore({ show_tour_on_start: 'nope' });
    writePreference(store, 'keep_videos', false);
    writePreference(store, 'social_video_player', true);
    expect(store.values.get('keep_videos')).toBe('false');
    expect(readPreferences(store)).toMatchObject({ keep_videos: false, social_video_player: true, show_tour_on_start: true });
  });

  it('keeps the social video player off unless the build switches its experimental flag on', () => {
    expect(experimentalFlags(undefined)).toEqual({ social_video_player: false });
    expect(experimentalFlags('other, social_video_player')).toEqual({ social_video_player: true });
    const stored = { ...LOCAL_PREFERENCE_DEFAULTS, social_video_player: true };
    expect(effectivePreferences(stored, { social_video_player: false }).social_video_player).toBe(false);
    expect(effectivePreferences(stored, { social_video_player: true }).social_video_player).toBe(true);
  });
});
