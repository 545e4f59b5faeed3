// The top-level catch-all (spec §2, guarded): pages of the older server site in the legacy frame, or the
// plain "not available on this campus" page when no legacy site is configured.
import { useLocation } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { LegacyPage } from '../../features/navigation/components/legacy-page.tsx';

export function LegacyRoute() {
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  return <LegacyPage baseUrl={config.data?.legacy_base_url} />;
}
