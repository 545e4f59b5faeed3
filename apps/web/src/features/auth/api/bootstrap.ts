// POST /bootstrap_ionic {api_version_code} (spec §7): must_update tells an outdated app to update (§8).
import { API_VERSION } from '@campus/shared';
import type { BootstrapResponse } from '@campus/shared';
import { apiClient } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

export async function mustUpdateApp(client: ApiClient = apiClient): Promise<boolean> {
  const answer = await client.post<BootstrapResponse>('/bootstrap_ionic', { api_version_code: API_VERSION }, { redirectOnError: false });
  return answer.must_update === true;
}
