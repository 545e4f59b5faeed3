// POST /api/rest/bootstrap_ionic (spec §7): tells an outdated native app to update (spec §8 must_update).
import { z } from 'zod';
import { SUPPORTED_API_VERSIONS } from './api.ts';

/** Oldest `api_version_code` this server still serves; older apps are told to update. */
export const MIN_APP_VERSION_CODE: number = Math.min(...SUPPORTED_API_VERSIONS);

export const BootstrapInputSchema = z.object({
  api_version_code: z.number().int().nonnegative(),
});
export type BootstrapInput = z.infer<typeof BootstrapInputSchema>;

export const BootstrapResponseSchema = z.object({
  must_update: z.boolean(),
});
export type BootstrapResponse = z.infer<typeof BootstrapResponseSchema>;

export function mustUpdateApp(apiVersionCode: number): boolean {
  return apiVersionCode < MIN_APP_VERSION_CODE;
}
