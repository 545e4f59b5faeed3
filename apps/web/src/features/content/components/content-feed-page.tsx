// course-{id}/app/content (issue 7): the course's blog posts, news, documents and external content,
// newest first, with type / assignment / author / tag filters (kept in the URL) and infinite paging of 10
// (spec §9): a "load more" button and, where the browser has it, loading when the list end comes into
// view. "Create" offers the types the user may create; news opens the news form (spec §2).
import { coursePath, type ContentItem, type Course, type EditableContentType } from '@campus/shared';
import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useContentFilters } from '../api/get-content-filters.ts';
import { useContents } from '../api/get-contents.ts';
import { useLoadMoreOnVisible } from '../hooks/use-load-more-on-visible.ts';
import { creatableTypes, detailKindOf, isEditableContentType, newsFormPath, positiveIdOf } from '../utils/content-kind.ts';
import { filtersFromSearch, hasFilters, searchWithFilters, type ContentFilterValues } from '../utils/content-query.ts';
import { ContentCard } from './content-card.tsx';
import { ContentFilters } from './content-filters.tsx';
import { ContentFormModal, preloadContentForm } from './content-form-modal.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';

/** `?create=blog|cmap|external_content` opens the create form (legacy /node/add/{type} links). */
export const CREATE_PARAM = 'create';
/** `&assignment=ID` with it: the new item is handed in for that assignment (the assignment page's link). */
export const ASSIGNMENT_PARAM = 'assignment';

function CreateMenu({ types, onCreate }: { types: readonly EditableContentType[]; onCreate: (type: EditableContentType) => void }) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} onPointerEnter={preloadContentForm}>
          {t('content.create')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {types.map((type) => (
          <Menu.Item key={type} onClick={() => onCreate(type)}>
            {t(`content.createType.${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ContentFeedPage({ course }: { course: Course }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const courseId = course.og_id;
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const options = useContentFilters(courseId);
  const contents = useContents(courseId, filters);
  const types = useMemo(() => creatableTypes(course.permissions), [course.permissions]);
  const sentinel = useRef<HTMLDivElement>(null);

  const requested = search.get(CREATE_PARAM);
  const creating = requested !== null && isEditableContentType(requested) && requested !== 'news' && types.includes(requested) ? requested : null;

  const canLoadMore = contents.hasNextPage && !contents.isFetchingNextPage && !contents.isError;
  useLoadMoreOnVisible(sentinel, canLoadMore, () => void contents.fetchNextPage());

  function setFilters(next: ContentFilterValues) {
    setSearch(searchWithFilters(search, next), { replace: true });
  }

  function setCreating(type: EditableContentType | null) {
    const next = new URLSearchParams(search);
    if (type === null) {
      next.delete(CREATE_PARAM);
      next.delete(ASSIGNMENT_PARAM);
    } else next.set(CREATE_PARAM, type);
    setSearch(next);
  }

  function create(type: EditableContentType) {
    if (type === 'news') void navigate(localized(newsFormPath(courseId)));
    else setCreating(type);
  }

  function openSaved(item: ContentItem) {
    const kind = detailKindOf(item.type);
    if (kind) void navigate(localized(coursePath(courseId, 'content-details', { kind, id: item.id })), { replace: true });
    else setCreating(null);
  }

  const items = contents.data?.pages.flatMap((page) => page.items) ?? [];
  const total = contents.data?.pages.at(-1)?.total ?? 0;

  return (
    <Stack gap="md" data-testid="content-page">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('content.title')}
        </Title>
        <CreateMenu types={types} onCreate={create} />
      </Group>
      <ContentFilters options={options.data} value={filters} onChange={setFilters} />
      {contents.isPending ? (
        <PageLoading />
      ) : contents.isError && items.length === 0 ? (
        <PageError error={contents.error} title={t('content.loadFailed')} />
      ) : items.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="content-empty">
          <Text c="dimmed">{t(hasFilters(filters) ? 'content.emptyFiltered' : types.length > 0 ? 'content.emptyCreate' : 'content.empty')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="content-count">
            {t('content.count', { count: total })}
          </Text>
          <Stack gap="sm" component="section" aria-label={t('content.listLabel')}>
            {items.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </Stack>
          {contents.isFetchNextPageError ? <PageError error={contents.error} title={t('content.loadFailed')} /> : null}
          <div ref={sentinel} aria-hidden />
          {contents.hasNextPage ? (
            <Group justify="center">
              <Button variant="light" loading={contents.isFetchingNextPage} onClick={() => void contents.fetchNextPage()}>
                {t('content.loadMore')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <ContentFormModal
        type={creating}
        courseId={courseId}
        assignmentId={positiveIdOf(search.get(ASSIGNMENT_PARAM)) ?? null}
        onClose={() => setCreating(null)}
        onSaved={openSaved}
      />
    </Stack>
  );
}
