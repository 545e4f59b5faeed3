// The native-only preferences wifi_upload_only and keep_videos (spec §3 local preference keys, §9
// defaults). On the web both are no-ops: an upload starts at once and there is no local copy to keep.
import { VIDEO_PREFERENCE_DEFAULTS } from '@campus/shared';

export interface VideoPreferences {
  wifi_upload_only: boolean;
  keep_videos: boolean;
}

/** Stored values are 'true'/'false' strings; anything else falls back to the spec default. */
export function readVideoPreferences(read: (key: keyof VideoPreferences) => string | null): VideoPreferences {
  const flag = (key: keyof VideoPreferences): boolean => {
    const value = read(key);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return VIDEO_PREFERENCE_DEFAULTS[key];
  };
  return { wifi_upload_only: flag('wifi_upload_only'), keep_videos: flag('keep_videos') };
}

/** Network Information API type; `unknown` when the platform does not say. */
export type ConnectionKind = 'wifi' | 'ethernet' | 'cellular' | 'none' | 'unknown';

export interface UploadDecisionInput {
  native: boolean;
  preferences: VideoPreferences;
  connection: ConnectionKind;
}

export type UploadDecision = { start: true } | { start: false; reason: 'WAITING_FOR_WIFI' | 'OFFLINE' };

export function uploadDecision({ native, preferences, connection }: UploadDecisionInput): UploadDecision {
  if (!native) return { start: true };
  if (connection === 'none') return { start: false, reason: 'OFFLINE' };
  if (preferences.wifi_upload_only && connection !== 'wifi' && connection !== 'ethernet') {
    return { start: false, reason: 'WAITING_FOR_WIFI' };
  }
  return { start: true };
}

/** After a successful upload the native app removes its local copy unless keep_videos is on. */
export function shouldRemoveLocalCopy({ native, preferences }: Pick<UploadDecisionInput, 'native' | 'preferences'>): boolean {
  return native && !preferences.keep_videos;
}

export function connectionKind(connection: { type?: string } | undefined, online: boolean): ConnectionKind {
  if (!online) return 'none';
  switch (connection?.type) {
    case 'wifi':
      return 'wifi';
    case 'ethernet':
      return 'ethernet';
    case 'cellular':
      return 'cellular';
    case 'none':
      return 'none';
    default:
      return 'unknown';
  }
}
