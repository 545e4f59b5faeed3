// The local preferences (spec §3 "Local preference keys", §9 defaults), kept in localStorage under the
// spec's key names as 'true'/'false' (the video upload reads wifi_upload_only and keep_videos the same
// way). Sign-out cleans them like every other preference (spec §4 logout step 4).
import {
  EXPERIMENTAL_FLAG_DEFAULTS,
  LOCAL_PREFERENCE_DEFAULTS,
  LOCAL_PREFERENCE_KEYS,
  type ExperimentalFlag,
  type LocalPreferenceKey,
  type LocalPreferences,
} from '@campus/shared/rules/preferences';

export type PreferenceStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Stored values are 'true'/'false'; anything else is the spec default. */
export function readPreferences(store: PreferenceStore): LocalPreferences {
  const result = { ...LOCAL_PREFERENCE_DEFAULTS };
  for (const key of LOCAL_PREFERENCE_KEYS) {
    const value = store.getItem(key);
    if (value === 'true') result[key] = true;
    else if (value === 'false') result[key] = false;
  }
  return result;
}

export function writePreference(store: PreferenceStore, key: LocalPreferenceKey, value: boolean): void {
  store.setItem(key, value ? 'true' : 'false');
}

/**
 * The experimental flags of this build: `VITE_EXPERIMENTAL_FEATURES`, a comma-separated list of flag
 * names (e.g. `social_video_player`); unset, every flag keeps its default (off).
 */
export function experimentalFlags(buildValue: unknown): Record<ExperimentalFlag, boolean> {
  const named = typeof buildValue === 'string' ? buildValue.split(',').map((name) => name.trim()) : [];
  const flags = { ...EXPERIMENTAL_FLAG_DEFAULTS } as Record<ExperimentalFlag, boolean>;
  for (const flag of Object.keys(flags) as ExperimentalFlag[]) {
    if (named.includes(flag)) flags[flag] = true;
  }
  return flags;
}

/** What the app acts on: an experimental preference counts only while its flag is on. */
export function effectivePreferences(stored: LocalPreferences, flags: Record<ExperimentalFlag, boolean>): LocalPreferences {
  return { ...stored, social_video_player: flags.social_video_player && stored.social_video_player };
}
