// The course cockpit's list of who earned the course's certificate (issue 14, staff only): learner,
// date of issue, the learner's downloads and the verification code.
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useCourseCertificateHolders } from '../api/get-course-certificates.ts';

export function CourseCertificateHolders({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const holders = useCourseCertificateHolders(courseId);
  return (
    <Stack gap="xs" px={{ base: 'xs', sm: 'md' }} data-testid="course-certificate-holders">
      <Title order={2} size="h3">
        {t('certificates.holders.title')}
      </Title>
      {holders.isPending ? (
        <PageLoading />
      ) : holders.isError ? (
        <PageError error={holders.error} title={t('certificates.holders.loadFailed')} />
      ) : holders.data.items.length === 0 ? (
        <Text c="dimmed">{t('certificates.holders.empty')}</Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('certificates.verify.learner')}</Table.Th>
                <Table.Th scope="col">{t('certificates.verify.issuedAt')}</Table.Th>
                <Table.Th scope="col">{t('certificates.holders.downloads')}</Table.Th>
                <Table.Th scope="col">{t('certificates.holders.code')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holders.data.items.map((holder) => (
                <Table.Tr key={holder.uid} data-testid="certificate-holder">
                  <Table.Td>{holder.name}</Table.Td>
                  <Table.Td>{formatDate(holder.fulfilled_at)}</Table.Td>
                  <Table.Td>{holder.download_count}</Table.Td>
                  <Table.Td ff="monospace">{holder.verification_code}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
