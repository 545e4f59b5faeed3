// The native-only preferences wifi_upload_only and keep_videos (spec §3 local preference keys, §9
// defaults). On the web both are no-ops: an upload starts at once (unless the browser is offline) and there
// is no local copy to keep.
import { VIDEO_PREFERENCE_DEFAULTS } from '@campus/shared';
import type { ConnectionKind } from '../../../lib/network-connection.ts';

export { connectionKind, type ConnectionKind } from '../../../lib/network-connection.ts';

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

export interface UploadDecisionInput {
  native: boolean;
  preferences: VideoPreferences;
  connection: ConnectionKind;
}

export type UploadDecision = { start: true } | { start: false; reason: 'WAITING_FOR_WIFI' | 'OFFLINE' };

/** Native: wifi_upload_only and the connection decide; the web waits only while the browser is offline. */
export function uploadDecision({ native, preferences, connection }: UploadDecisionInput): UploadDecision {
  if (connection === 'none') return { start: false, reason: 'OFFLINE' };
  if (!native) return { start: true };
  if (preferences.wifi_upload_only && connection !== 'wifi' && connection !== 'ethernet') {
    return { start: false, reason: 'WAITING_FOR_WIFI' };
  }
  return { start: true };
}

/** After a successful native upload, keep_videos keeps the file for offline viewing (never on the web). */
export function shouldKeepLocalCopy({ native, preferences }: Pick<UploadDecisionInput, 'native' | 'preferences'>): boolean {
  return native && preferences.keep_videos;
}
