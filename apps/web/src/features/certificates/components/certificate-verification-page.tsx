// `/certificates/verify/{code}` (issue 14): the public check of a certificate's verification code. An
// issued code shows the learner, the course, the campus and the date; anything else says clearly that
// no certificate was issued with it.
import { Alert, Box, Card, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCertificateVerification } from '../api/verify-certificate.ts';

export function CertificateVerificationPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useCertificateVerification(code);
  const unknown = verification.isError && verification.error instanceof ApiError && [400, 404].includes(verification.error.status);

  return (
    <Container size="sm" py="xl" data-testid="certificate-verification-page">
      <Stack gap="md">
        <Title order={1}>{t('certificates.verify.title')}</Title>
        <Text c="dimmed">
          {t('certificates.verify.codeLabel')}{' '}
          <Text span ff="monospace">
            {code}
          </Text>
        </Text>
        {verification.isPending ? (
          <PageLoading />
        ) : unknown ? (
          <Alert color="red" title={t('certificates.verify.unknownTitle')} data-testid="certificate-unknown">
            {t('certificates.verify.unknown')}
          </Alert>
        ) : verification.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, verification.error)}
          </Alert>
        ) : (
          <Card withBorder padding="md" data-testid="certificate-valid">
            <Alert color="green" title={t('certificates.verify.validTitle')} mb="sm">
              {t('certificates.verify.valid')}
            </Alert>
            <Box style={{ overflowX: 'auto' }}>
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t('certificates.verify.learner')}</Table.Th>
                    <Table.Td data-testid="verified-learner">{verification.data.learner}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('certificates.verify.course')}</Table.Th>
                    <Table.Td data-testid="verified-course">{verification.data.course}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('certificates.verify.campus')}</Table.Th>
                    <Table.Td>{verification.data.campus}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('certificates.verify.issuedAt')}</Table.Th>
                    <Table.Td data-testid="verified-date">{formatDate(verification.data.issued_at)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Box>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
