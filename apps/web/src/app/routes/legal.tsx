// /impressum and /privacy_policy (spec §2): open to everyone, with the campus name, the support mail and
// the campus's own pages when it has them (GET /config legal_links).
import { useLocation } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { ImprintPage } from '../../features/legal/components/imprint-page.tsx';
import { PrivacyPage } from '../../features/legal/components/privacy-page.tsx';
import { SupportMailLink } from '../../features/support/components/support-mail-link.tsx';

function useLegalContext() {
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  const campusName = config.data?.global_header.ogTitle ?? null;
  const contact = <SupportMailLink userId={config.data?.currentUser ?? null} campusUrl={config.data?.campus_url ?? window.location.origin} />;
  return { campusName, contact, links: config.data?.legal_links };
}

export function ImprintRoute() {
  const { links, ...context } = useLegalContext();
  return <ImprintPage {...context} externalUrl={links?.imprint_url ?? null} />;
}

export function PrivacyRoute() {
  const { links, ...context } = useLegalContext();
  return <PrivacyPage {...context} externalUrl={links?.privacy_url ?? null} />;
}
