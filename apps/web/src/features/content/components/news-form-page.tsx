// The top-level `news-form` route (spec §2): `?og=` the course to write news in, `&id=` a news item to
// edit. The form is the content form; leaving a changed form asks first (spec §8).
import type { ContentItem } from '@campus/shared';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRichTextEditor } from '../../../components/rich-text/rich-text-editor-lazy.tsx';
import { useContent } from '../api/get-content.ts';
import { isEditableContentType } from '../utils/content-kind.ts';
import { confirmDiscard } from './confirm.tsx';
import { PageLoading } from '../../../components/page-state.tsx';

const loadForm = () => {
  preloadRichTextEditor();
  return import('./content-form.tsx');
};
const ContentForm = lazy(async () => ({ default: (await loadForm()).ContentForm }));

export interface NewsFormPageProps {
  /** `?og=`; undefined when absent or malformed. */
  courseId: number | undefined;
  /** `?id=` of the item to edit. */
  contentId?: number;
  onSaved: (item: ContentItem) => void;
  /** Leaves the form (after the confirmation when it had changes). */
  onLeave: () => void;
}

export function NewsFormPage({ courseId, contentId, onSaved, onLeave }: NewsFormPageProps) {
  const { t } = useTranslation();
  const content = useContent(contentId ?? 0, { enabled: contentId !== undefined });
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const cancel = useCallback(() => {
    if (!dirty.current) onLeave();
    else
      confirmDiscard(t, () => {
        dirty.current = false;
        onLeave();
      });
  }, [onLeave, t]);

  if (courseId === undefined) {
    return (
      <Alert color="yellow" role="alert" data-testid="news-form-missing-course">
        {t('content.newsForm.missingCourse')}
      </Alert>
    );
  }
  if (contentId !== undefined && content.isPending) return <PageLoading />;
  if (contentId !== undefined && content.isError) {
    return (
      <Alert color="red" role="alert">
        {t('content.loadFailed')}
      </Alert>
    );
  }
  const item = contentId === undefined ? undefined : content.data;
  const type = item && isEditableContentType(item.type) ? item.type : 'news';

  return (
    <Stack gap="md" data-testid="news-form-page" maw={960}>
      <Title order={1} size="h2">
        {t(item ? 'content.form.editTitle' : 'content.form.createTitle', { type: t(`content.types.${type}`) })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Suspense fallback={<PageLoading />}>
          <ContentForm
            courseId={item?.courseId ?? courseId}
            type={type}
            item={item}
            onCancel={cancel}
            onDirtyChange={setDirty}
            onSaved={(saved) => {
              dirty.current = false;
              onSaved(saved);
            }}
          />
        </Suspense>
      </Paper>
    </Stack>
  );
}
