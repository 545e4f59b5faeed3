// `/user/{uid}/certificates` (signed in) and `/certificates/verify/{code}` (public), issue 14.
import { useParams } from 'react-router';
import { CertificateVerificationPage } from '../../features/certificates/components/certificate-verification-page.tsx';
import { CertificatesPage } from '../../features/certificates/components/certificates-page.tsx';

export function CertificatesRoute() {
  const { uid } = useParams();
  return <CertificatesPage userId={Number(uid)} />;
}

export function CertificateVerificationRoute() {
  const { code } = useParams();
  return <CertificateVerificationPage code={code ?? ''} />;
}
