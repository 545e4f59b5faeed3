// `/user/{uid}/certificates` (spec §2 legacy path, issue 14): the user's issued certificates, each with
// the course, the date of issue, the verification code (linking to its public page) and a PDF download.
import { certificateVerifyPath, type Certificate } from '@campus/shared';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useCertificates } from '../api/get-certificates.ts';

export interface CertificatesPageProps {
  userId: number;
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const download = useDownloadCertificate();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const issued = formatDate(certificate.fulfilled_at);
  const code = certificate.verification_code ?? '';
  return (
    <Card withBorder padding="md" data-testid="certificate-card" data-certificate-id={certificate.id}>
      <Stack gap={6}>
        <Title order={2} size="h4" style={{ wordBreak: 'break-word' }}>
          {certificate.course_title}
        </Title>
        <Text size="sm">{t('certificates.issuedOn', { date: issued })}</Text>
        <Text size="sm">
          {t('certificates.code')}{' '}
          <Anchor component={Link} to={localize(certificateVerifyPath(code))} ff="monospace" data-testid="certificate-code">
            {code}
          </Anchor>
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('certificates.downloadCount', { count: certificate.download_count })}
          </Text>
          <Button
            size="sm"
            loading={download.isPending}
            aria-label={t('certificates.downloadFor', { course: certificate.course_title })}
            onClick={() =>
              download.mutate(
                { certificate, language },
                { onError: (error) => notifications.show({ color: 'red', message: errorText(t, error) }) },
              )
            }
          >
            {t('certificates.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CertificatesPage({ userId }: CertificatesPageProps) {
  const { t } = useTranslation();
  const certificates = useCertificates(userId);
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} gap="md" maw={800} data-testid="certificates-page">
      <Title order={1}>{t('certificates.title')}</Title>
      {certificates.isPending ? (
        <PageLoading />
      ) : certificates.isError ? (
        <PageError error={certificates.error} title={t('certificates.loadFailed')} />
      ) : certificates.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="certificates-empty">
          {t('certificates.empty')}
        </Text>
      ) : (
        certificates.data.items.map((certificate) => <CertificateCard key={certificate.id} certificate={certificate} />)
      )}
    </Stack>
  );
}
