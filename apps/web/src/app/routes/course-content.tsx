// course-{id}/app/content and content-details/{kind}?id (spec §2, issue 7), and the top-level news-form
// (?og=courseId[&id=]): the content feature with the course of the layout. Bodies and comments render
// inside the link interception (spec §4); the comment mode is the side menu's store (spec §3, §4).
import { coursePath } from '@campus/shared';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { ContentDetailPage } from '../../features/content/components/content-detail-page.tsx';
import { ContentFeedPage } from '../../features/content/components/content-feed-page.tsx';
import { NewsFormPage } from '../../features/content/components/news-form-page.tsx';
import { detailKindOf, positiveIdOf } from '../../features/content/utils/content-kind.ts';
import { InterceptedLinks } from '../../features/navigation/components/intercepted-links.tsx';
import { useCommentModes } from '../../features/navigation/hooks/use-side-menu-messages.ts';
import { setCommentMode } from '../../features/navigation/utils/side-menu-messages.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseContentRoute() {
  return <ContentFeedPage course={useCourseOutlet()} />;
}

export function CourseContentDetailsRoute() {
  const course = useCourseOutlet();
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  const origin = config.data?.campus_url ?? window.location.origin;
  const kind = useParams().kind ?? '';
  const [search] = useSearchParams();
  const contentId = positiveIdOf(search.get('id'));
  const commentModes = useCommentModes(course.og_id);
  const legacyBaseUrl = config.data?.legacy_base_url;
  const linkContainer = useCallback(
    (children: ReactNode) => (
      <InterceptedLinks origin={origin} legacyBaseUrl={legacyBaseUrl}>
        {children}
      </InterceptedLinks>
    ),
    [origin, legacyBaseUrl],
  );
  return (
    <ContentDetailPage
      // Another item is another page (its own edit dialog and comment drafts).
      key={contentId}
      course={course}
      kind={kind}
      contentId={contentId}
      commentModes={commentModes}
      onCommentModeChange={(mode, enabled) => setCommentMode(mode, enabled, course.og_id)}
      linkContainer={linkContainer}
    />
  );
}

export function NewsFormRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const courseId = positiveIdOf(search.get('og'));
  const contentId = positiveIdOf(search.get('id'));
  return (
    <NewsFormPage
      key={`${courseId}-${contentId}`}
      courseId={courseId}
      contentId={contentId}
      onSaved={(item) => {
        const kind = detailKindOf(item.type);
        const target = kind ? coursePath(item.courseId, 'content-details', { kind, id: item.id }) : coursePath(item.courseId, 'content');
        void navigate(localized(target), { replace: true });
      }}
      onLeave={() => {
        if (courseId === undefined) void navigate(-1);
        else void navigate(localized(coursePath(courseId, 'content')));
      }}
    />
  );
}
