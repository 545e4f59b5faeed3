// content-details/{blog|news|document|external-content}?id (spec §2, issue 7): title, author, date, tags,
// the body (sanitized on the server, shown by the viewer), the address of external content, edit and
// delete as the item's permissions allow, the comment-mode switch for students (spec §4) and the comments.
// Links in the body and the external address go through the link interception the route supplies.
import { coursePath, type ContentItem, type Course, type EditableContentType } from '@campus/shared';
import { isValidExternalUrl } from '@campus/shared/rules/content';
import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { HiddenByModeratorsNote, ReportButton } from '../../../components/report-action.tsx';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { formatDate } from '../../../lib/dates.ts';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useContent } from '../api/get-content.ts';
import { canUseCommentMode, commentModeKindOf, type CommentModeKind } from '../utils/comment-mode.ts';
import { detailKindOf, isEditableContentType, newsFormPath } from '../utils/content-kind.ts';
import { confirmDelete } from './confirm.tsx';
import { ContentComments } from './content-comments.tsx';
import { ContentFormModal, preloadContentForm } from './content-form-modal.tsx';
import { ContentTypeBadge } from './content-type-badge.tsx';
import { PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../lib/error-text.ts';

export interface ContentDetailPageProps {
  course: Course;
  /** The `{kind}` path segment. */
  kind: string;
  /** The `?id=` of the item; undefined when absent or not a positive integer. */
  contentId: number | undefined;
  /** The comment modes of this course (stored by the side menu, spec §3). */
  commentModes?: readonly CommentModeKind[];
  onCommentModeChange?: (kind: CommentModeKind, enabled: boolean) => void;
  /** Wraps server HTML (body, external address) so its link clicks are intercepted (spec §4). */
  linkContainer?: (children: ReactNode) => ReactNode;
}

const plain = (children: ReactNode) => children;

export function ContentDetailPage({ contentId, ...props }: ContentDetailPageProps) {
  const { t } = useTranslation();
  if (contentId === undefined) {
    return (
      <Alert color="yellow" role="alert" data-testid="content-missing">
        {t('content.detail.missingId')}
      </Alert>
    );
  }
  return <ContentDetail contentId={contentId} {...props} />;
}

function ContentDetail({ course, kind, contentId, commentModes = [], onCommentModeChange, linkContainer = plain }: ContentDetailPageProps & { contentId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const content = useContent(contentId);
  const remove = useDeleteContent();
  const [editing, setEditing] = useState<EditableContentType | null>(null);

  if (content.isPending) return <PageLoading />;
  if (content.isError) {
    return (
      <Alert color="red" role="alert" title={t('content.loadFailed')}>
        {errorText(t, content.error)}
      </Alert>
    );
  }
  const item: ContentItem = content.data;
  const itemKind = detailKindOf(item.type);
  // Another course's item, or a path whose kind does not match: the item's own page.
  if (itemKind && (itemKind !== kind || item.courseId !== course.og_id)) {
    return <Navigate to={localized(coursePath(item.courseId, 'content-details', { kind: itemKind, id: item.id }))} replace />;
  }

  const feedPath = localized(coursePath(course.og_id, 'content'));
  const modeKind = commentModeKindOf(item.type);
  const roleIds = course.roles.map((role) => role.id);
  const showModeSwitch = modeKind !== undefined && onCommentModeChange !== undefined && canUseCommentMode(item.type, roleIds, isStudentMode());

  function edit() {
    if (item.type === 'news') void navigate(localized(newsFormPath(course.og_id, item.id)));
    else if (isEditableContentType(item.type)) setEditing(item.type);
  }

  function askDelete() {
    confirmDelete(t, { title: t('content.delete.title'), text: t('content.delete.text', { title: item.title }) }, () => {
      remove.mutate(item.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('content.delete.done', { title: item.title }) });
          void navigate(feedPath, { replace: true });
        },
        onError: (error) => notifications.show({ color: 'red', title: t('content.delete.failed'), message: errorText(t, error) }),
      });
    });
  }

  return (
    <Stack gap="md" data-testid="content-detail" component="article">
      <Anchor component={Link} to={feedPath} size="sm">
        {t('content.detail.back')}
      </Anchor>
      <Stack gap={6}>
        <Group gap="xs">
          <ContentTypeBadge type={item.type} />
          {item.tags.map((tag) => (
            <Badge key={tag.tid} variant="outline" color="gray" data-testid="content-tag">
              {tag.name}
            </Badge>
          ))}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="content-title">
          {item.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('content.byline', { author: item.author?.name ?? t('content.unknownAuthor'), date: formatDate(item.created) })}
          {item.updated !== item.created ? ` · ${t('content.detail.updated', { date: formatDate(item.updated) })}` : ''}
        </Text>
      </Stack>
      <HiddenByModeratorsNote hidden={item.moderation_hidden} />
      <Group gap="sm">
        {item.permissions.update ? (
          <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={edit} onPointerEnter={preloadContentForm}>
            {t('content.detail.edit')}
          </Button>
        ) : null}
        {item.permissions.delete ? (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete} loading={remove.isPending}>
            {t('content.detail.delete')}
          </Button>
        ) : null}
        {/* Only inside a course with the reports feature (the app's provider), and not for those who may edit it. */}
        {item.permissions.update ? null : <ReportButton kind="content" targetId={item.id} label={item.title} size="sm" />}
      </Group>
      {linkContainer(
        <Stack gap="md">
          {item.externalUrl && isValidExternalUrl(item.externalUrl) ? (
            <Group gap={6} wrap="nowrap" data-testid="content-external">
              <IconExternalLink size={16} aria-hidden />
              <Anchor href={item.externalUrl} rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {item.externalUrl}
              </Anchor>
            </Group>
          ) : null}
          <RichTextViewer html={item.body} data-testid="content-body" />
        </Stack>,
      )}
      {showModeSwitch && modeKind ? (
        <Switch
          label={t(`content.commentMode.${modeKind}`)}
          description={t('content.commentMode.hint')}
          checked={commentModes.includes(modeKind)}
          onChange={(event) => onCommentModeChange?.(modeKind, event.currentTarget.checked)}
        />
      ) : null}
      <Divider />
      <ContentComments item={item} linkContainer={linkContainer} />
      {editing !== null ? (
        <ContentFormModal type={editing} courseId={course.og_id} item={item} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
