// /impressum and /privacy_policy (spec §2): open to everyone, with the campus name and the support mail.
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
  return { campusName, contact };
}

export function ImprintRoute() {
  return <ImprintPage {...useLegalContext()} />;
}

export function PrivacyRoute() {
  return <PrivacyPage {...useLegalContext()} />;
}
