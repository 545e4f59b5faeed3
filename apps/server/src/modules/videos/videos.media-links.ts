// Signed, expiring links to a video's MP4 and poster: a <video> or <img> cannot send the Bearer token,
// so the link itself is the credential. HMAC-SHA256 with a secret kept in the database (app_meta), created
// once by whichever node needs it first, so every node signs and checks alike.
//
// A link is signed for one viewer (their uid is in the link and in the MAC) and for the video's state when
// it was handed out (visibility, moderation hidden), after the full visibility check of the answer that
// carries it. Each media request reads the video row (one lookup by primary key) and checks the MAC against
// the video's state now: a video made private or "selected", hidden or deleted refuses every link handed out
// before (issue 27). Links live VIDEO_MEDIA_LINK_TTL_SECONDS (90 minutes).
import { REST_BASE, VIDEO_MEDIA_LINK_TTL_SECONDS, type VideoMediaKind, type VideoVisibility } from '@campus/shared';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';

/** app_meta key of the signing secret. */
export const MEDIA_LINK_SECRET_KEY = 'videos.media_link_secret';

interface StoredSecret {
  secret: string;
}

function isStoredSecret(value: unknown): value is StoredSecret {
  return typeof value === 'object' && value !== null && typeof (value as StoredSecret).secret === 'string' && (value as StoredSecret).secret.length >= 64;
}

/** Reads the secret, creating it when there is none yet (a concurrent first insert wins, the other reads it). */
export async function loadMediaLinkSecret(db: Database): Promise<Buffer> {
  const read = async (): Promise<Buffer | undefined> => {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, MEDIA_LINK_SECRET_KEY)).limit(1);
    return row && isStoredSecret(row.value) ? Buffer.from(row.value.secret, 'hex') : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const fresh: StoredSecret = { secret: randomBytes(32).toString('hex') };
  await db.insert(appMeta).values({ key: MEDIA_LINK_SECRET_KEY, value: fresh }).onConflictDoNothing({ target: appMeta.key });
  const stored = await read();
  if (!stored) throw new Error('The media link secret could not be stored.');
  return stored;
}

/** What a link grants: this file of this video to this viewer, while the video stays in this state. */
export interface MediaLinkGrant {
  videoId: number;
  kind: VideoMediaKind;
  /** The uid the link was handed to. */
  viewerId: number;
  visibility: VideoVisibility;
  /** Hidden by moderation. */
  hidden: boolean;
}

export function mediaSignature(secret: Buffer, grant: MediaLinkGrant, exp: number): string {
  const fields = [grant.videoId, grant.kind, exp, grant.viewerId, grant.visibility, grant.hidden ? 1 : 0];
  return createHmac('sha256', secret).update(`campus-video-media-v2\n${fields.join('\n')}`).digest('hex');
}

export interface MediaLinkSigner {
  /** A path with `exp`, `uid` and `sig`, valid for VIDEO_MEDIA_LINK_TTL_SECONDS from now. */
  sign(grant: MediaLinkGrant): Promise<string>;
  /** True when the signature matches this grant (the video's state now) and has not expired. */
  verify(grant: MediaLinkGrant, exp: number, sig: string): Promise<boolean>;
}

export function createMediaLinkSigner(db: Database, now: () => Date = () => new Date()): MediaLinkSigner {
  let secret: Promise<Buffer> | undefined;
  const key = (): Promise<Buffer> => {
    secret ??= loadMediaLinkSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    async sign(grant) {
      // Rounded up to the minute so a page of links is cacheable and links of one minute are equal.
      const exp = Math.ceil((nowSeconds() + VIDEO_MEDIA_LINK_TTL_SECONDS) / 60) * 60;
      const sig = mediaSignature(await key(), grant, exp);
      return `${REST_BASE}/videos/${grant.videoId}/${grant.kind}?exp=${exp}&uid=${grant.viewerId}&sig=${sig}`;
    },
    async verify(grant, exp, sig) {
      if (!Number.isSafeInteger(exp) || exp < nowSeconds()) return false;
      if (!/^[0-9a-f]{64}$/.test(sig)) return false;
      const expected = Buffer.from(mediaSignature(await key(), grant, exp), 'hex');
      return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
    },
  };
}
