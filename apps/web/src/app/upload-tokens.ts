// The upload's Bearer token (spec §4 token rules): the session's checked token, renewed after a 401. Shared by
// the upload modal (course videos) and the offline upload queue's runner.
import type { UploadTokenSource } from '../features/videos/api/upload-video.ts';
import { getAccessToken } from '../lib/auth-storage.ts';
import { tokenSession } from './session.ts';

export const uploadTokens: UploadTokenSource = {
  current: () => tokenSession.ensureValidToken().catch(() => getAccessToken()),
  renew: (rejected) => tokenSession.renewAfterRejection(rejected),
};
