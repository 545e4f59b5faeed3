// Signed, expiring links to a video's MP4 and poster: a <video> or <img> cannot send the Bearer token,
// so the link itself is the credential. HMAC-SHA256 over (videoId, kind, exp) with a secret kept in the
// database (app_meta), created once by whichever node needs it first, so every node signs and checks alike.
import { REST_BASE, VIDEO_MEDIA_LINK_TTL_SECONDS, type VideoMediaKind } from '@campus/shared';
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

export function mediaSignature(secret: Buffer, videoId: number, kind: VideoMediaKind, exp: number): string {
  return createHmac('sha256', secret).update(`campus-video-media\n${videoId}\n${kind}\n${exp}`).digest('hex');
}

export interface MediaLinkSigner {
  /** A path with `exp` and `sig`, valid for VIDEO_MEDIA_LINK_TTL_SECONDS from now. */
  sign(videoId: number, kind: VideoMediaKind): Promise<string>;
  /** True when the signature matches and has not expired. */
  verify(videoId: number, kind: VideoMediaKind, exp: number, sig: string): Promise<boolean>;
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
    async sign(videoId, kind) {
      // Rounded up to the minute so a page of links is cacheable and links of one minute are equal.
      const exp = Math.ceil((nowSeconds() + VIDEO_MEDIA_LINK_TTL_SECONDS) / 60) * 60;
      const sig = mediaSignature(await key(), videoId, kind, exp);
      return `${REST_BASE}/videos/${videoId}/${kind}?exp=${exp}&sig=${sig}`;
    },
    async verify(videoId, kind, exp, sig) {
      if (!Number.isSafeInteger(exp) || exp < nowSeconds()) return false;
      if (!/^[0-9a-f]{64}$/.test(sig)) return false;
      const expected = Buffer.from(mediaSignature(await key(), videoId, kind, exp), 'hex');
      return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
    },
  };
}
