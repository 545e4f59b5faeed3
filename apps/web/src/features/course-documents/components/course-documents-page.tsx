// course-{id}/app/course-documents (spec §2, issue 7): the course's folder tree beside the files of the
// selected folder (kept in the URL as ?folder=), with upload, download and, where the server allows
// it, creating, renaming and deleting folders and deleting files.
import { COURSE_DOCUMENT_LIMITS, folderPath, type Course, type CourseFile, type CourseFolder } from '@campus/shared';
import { Anchor, Breadcrumbs, Button, FileButton, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconFolderPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteCourseFile } from '../api/delete-file.ts';
import { useDeleteFolder } from '../api/delete-folder.ts';
import { downloadCourseFile } from '../api/download-file.ts';
import { useCourseDocuments } from '../api/get-course-documents.ts';
import { useUpdateFolder } from '../api/update-folder.ts';
import { useUploadCourseFile } from '../api/upload-file.ts';
import { filesInFolder, formatFileSize, selectedFolderOf, uploadProblem } from '../utils/documents.ts';
import { FileList } from './file-list.tsx';
import { FolderNameModal } from './folder-name-modal.tsx';
import { FolderTree } from './folder-tree.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../lib/error-text.ts';

type Dialog = { kind: 'create' } | { kind: 'rename'; folder: CourseFolder } | null;

export function CourseDocumentsPage({ course }: { course: Pick<Course, 'og_id' | 'label'> }) {
  const { t, i18n } = useTranslation();
  const courseId = course.og_id;
  const documents = useCourseDocuments(courseId);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const createFolder = useCreateFolder(courseId);
  const updateFolder = useUpdateFolder(courseId);
  const deleteFolder = useDeleteFolder(courseId);
  const upload = useUploadCourseFile(courseId);
  const deleteFile = useDeleteCourseFile(courseId);

  if (documents.isPending) return <PageLoading />;
  if (documents.isError) return <PageError error={documents.error} title={t('courseDocuments.loadFailed')} />;

  const { folders, files, permissions } = documents.data;
  const selected = selectedFolderOf(params.get('folder'), folders);
  const selectedId = selected?.id ?? null;
  const shown = filesInFolder(files, selectedId);
  const trail = folderPath(folders, selectedId);

  const select = (folderId: number | null) => setParams(folderId === null ? {} : { folder: String(folderId) }, { replace: false });

  const failure = (title: string, error: unknown) =>
    notifications.show({ color: 'red', title, message: errorText(t, error) });

  async function uploadFiles(chosen: File[]): Promise<void> {
    for (const file of chosen) {
      const problem = uploadProblem(file);
      if (problem !== null) {
        notifications.show({
          color: 'red',
          title: t('courseDocuments.upload.failed', { name: file.name }),
          message: t(`courseDocuments.upload.${problem}`, { max: formatFileSize(COURSE_DOCUMENT_LIMITS.fileMaxBytes, i18n.language) }),
        });
        continue;
      }
      try {
        await upload.mutateAsync({ folderId: selectedId, file });
        notifications.show({ color: 'green', message: t('courseDocuments.upload.success', { name: file.name }) });
      } catch (error) {
        failure(t('courseDocuments.upload.failed', { name: file.name }), error);
      }
    }
  }

  async function download(file: CourseFile): Promise<void> {
    setDownloadingId(file.id);
    try {
      await downloadCourseFile(file);
    } catch (error) {
      failure(t('courseDocuments.files.downloadFailed', { name: file.fileName }), error);
    } finally {
      setDownloadingId(null);
    }
  }

  function confirmDeleteFile(file: CourseFile): void {
    modals.openConfirmModal({
      title: t('courseDocuments.deleteFile.title'),
      children: <Text size="sm">{t('courseDocuments.deleteFile.text', { name: file.fileName })}</Text>,
      labels: { confirm: t('courseDocuments.deleteFile.confirm'), cancel: t('courseDocuments.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteFile.mutate(file.id, { onError: (error) => failure(t('courseDocuments.deleteFile.failed', { name: file.fileName }), error) }),
    });
  }

  function confirmDeleteFolder(folder: CourseFolder): void {
    modals.openConfirmModal({
      title: t('courseDocuments.deleteFolder.title'),
      children: <Text size="sm">{t('courseDocuments.deleteFolder.text', { name: folder.name })}</Text>,
      labels: { confirm: t('courseDocuments.deleteFolder.confirm'), cancel: t('courseDocuments.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteFolder.mutate(folder.id, {
          onSuccess: () => select(folder.parentId),
          onError: (error) => failure(t('courseDocuments.deleteFolder.failed', { name: folder.name }), error),
        }),
    });
  }

  return (
    <Stack gap="md" data-testid="course-documents-page">
      <Title order={1}>{t('courseDocuments.title')}</Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Paper withBorder radius="md" p="xs">
            <FolderTree folders={folders} selectedId={selectedId} onSelect={select} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="sm">
            <nav aria-label={t('courseDocuments.breadcrumbs')}>
              <Breadcrumbs separator="›">
              <Anchor component="button" type="button" size="sm" onClick={() => select(null)}>
                {t('courseDocuments.tree.root')}
              </Anchor>
                {trail.map((folder) => (
                  <Anchor key={folder.id} component="button" type="button" size="sm" onClick={() => select(folder.id)}>
                    {folder.name}
                  </Anchor>
                ))}
              </Breadcrumbs>
            </nav>
            <Group gap="xs">
              {permissions.upload ? (
                <FileButton onChange={(chosen) => void uploadFiles(chosen)} multiple>
                  {(props) => (
                    <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                      {t('courseDocuments.actions.upload')}
                    </Button>
                  )}
                </FileButton>
              ) : null}
              {permissions.createFolder ? (
                <Button variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
                  {t('courseDocuments.actions.newFolder')}
                </Button>
              ) : null}
              {permissions.createFolder && selected ? (
                <>
                  <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setDialog({ kind: 'rename', folder: selected })}>
                    {t('courseDocuments.actions.renameFolder')}
                  </Button>
                  <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => confirmDeleteFolder(selected)}>
                    {t('courseDocuments.actions.deleteFolder')}
                  </Button>
                </>
              ) : null}
            </Group>
            <FileList files={shown} downloadingId={downloadingId} onDownload={(file) => void download(file)} onDelete={confirmDeleteFile} />
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog?.kind === 'create' ? (
        <FolderNameModal
          title={t('courseDocuments.folderModal.createTitle')}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const folder = await createFolder.mutateAsync({ name, parentId: selectedId });
            select(folder.id);
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <FolderNameModal
          title={t('courseDocuments.folderModal.renameTitle')}
          initialName={dialog.folder.name}
          onClose={() => setDialog(null)}
          onSubmit={(name) => updateFolder.mutateAsync({ folderId: dialog.folder.id, input: { name } })}
        />
      ) : null}
    </Stack>
  );
}
