// The local preferences of the settings screen (spec §3 "Local preference keys", §9 "Defaults") and the
// loading-spinner timeout (spec §9 "Timing"). Zod-free: the web imports it as
// `@campus/shared/rules/preferences`; index.ts re-exports it for everyone else.
import { VIDEO_PREFERENCE_DEFAULTS } from '../video-constants.ts';

/** The boolean preferences kept on the device (language has its own key and rules: lib/i18n in the web). */
export const LOCAL_PREFERENCE_KEYS = ['wifi_upload_only', 'keep_videos', 'show_tour_on_start', 'social_video_player'] as const;
export type LocalPreferenceKey = (typeof LOCAL_PREFERENCE_KEYS)[number];
export type LocalPreferences = Record<LocalPreferenceKey, boolean>;

/** Spec §9: keep videos, wifi upload only and tour on start are on; the social video player is off. */
export const LOCAL_PREFERENCE_DEFAULTS: Readonly<LocalPreferences> = {
  ...VIDEO_PREFERENCE_DEFAULTS,
  show_tour_on_start: true,
  social_video_player: false,
};

/** Experimental features a build may switch on; spec §9: the social video player's flag is off. */
export const EXPERIMENTAL_FLAG_DEFAULTS = { social_video_player: false } as const;
export type ExperimentalFlag = keyof typeof EXPERIMENTAL_FLAG_DEFAULTS;

/** Spec §9: a loading spinner gives up after this long and offers a retry. */
export const LOADING_SPINNER_TIMEOUT_MS = 60_000;
