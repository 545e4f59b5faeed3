// The files of the selected folder: name, size, date and uploader, a download each (through the API
// client, which carries the session) and a delete where the server allows it.
import type { CourseFile } from '@campus/shared';
import { ActionIcon, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFile, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../utils/documents.ts';

interface FileListProps {
  files: readonly CourseFile[];
  downloadingId: number | null;
  onDownload: (file: CourseFile) => void;
  onDelete: (file: CourseFile) => void;
}

export function FileList({ files, downloadingId, onDownload, onDelete }: FileListProps) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" data-testid="course-documents-empty">
        <Text c="dimmed" ta="center">
          {t('courseDocuments.files.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" data-testid="course-documents-files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('courseDocuments.files.name')}</Table.Th>
            <Table.Th>{t('courseDocuments.files.size')}</Table.Th>
            <Table.Th>{t('courseDocuments.files.uploaded')}</Table.Th>
            <Table.Th>{t('courseDocuments.files.by')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('courseDocuments.files.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id} data-testid={`file-${file.id}`}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconFile size={16} aria-hidden />
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {file.fileName}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.size, i18n.language)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(file.created)}</Table.Td>
              <Table.Td>{file.createdBy?.name ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={downloadingId === file.id}
                    onClick={() => onDownload(file)}
                    aria-label={t('courseDocuments.files.downloadNamed', { name: file.fileName })}
                  >
                    {t('courseDocuments.files.download')}
                  </Button>
                  {file.permissions.delete ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(file)}
                      aria-label={t('courseDocuments.files.deleteNamed', { name: file.fileName })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
