import { mapServerUrl } from '@campus/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen.tsx';
import { linkAction, useInterceptedLinks } from './use-intercepted-links.ts';

const origin = 'https://campus.example.org';

function Content({ html, openExternal }: { html: string; openExternal: (url: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useInterceptedLinks(ref, { origin, openExternal });
  return <div ref={ref} data-testid="content" dangerouslySetInnerHTML={{ __html: html }} />;
}

async function setup(html: string, at = '/de/course-3/app/content') {
  const openExternal = vi.fn();
  const view = await renderScreen(<Content html={html} openExternal={openExternal} />, { at, language: 'de' });
  await screen.findByTestId('content');
  return { ...view, openExternal, user: userEvent.setup() };
}

describe('intercepted links', () => {
  it('navigates in the app for app routes and native screens, keeping the language prefix', async () => {
    const { router, user } = await setup(
      `<a href="${origin}/course-3/app/assignment/12">task</a><a href="/messages/list">messages</a>`,
    );
    await user.click(screen.getByText('task'));
    expect(router.state.location.pathname).toBe('/de/course-3/app/assignment/12');
    await user.click(screen.getByText('messages'));
    expect(router.state.location.pathname).toBe('/de/course-3/app/conversations');
  });

  it('selects another course for its course-{id} link and reloads the configuration', async () => {
    const { router, user, queryClient } = await setup(`<a href="/en/course-9">other course</a>`);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByText('other course'));
    expect(router.state.location.pathname).toBe('/de/course-9/app/dashboard');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['config'] });
  });

  it('sends legacy pages to the legacy route and externals to the same window', async () => {
    const { router, user, openExternal } = await setup(
      `<a href="/course-3/node/44/edit?x=1">edit</a><a href="https://elsewhere.example/page">away</a>`,
    );
    await user.click(screen.getByText('edit'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/de/course-3/node/44/edit?x=1');
    await user.click(screen.getByText('away'));
    expect(openExternal).toHaveBeenCalledWith('https://elsewhere.example/page');
  });

  it('refuses script links and leaves in-page anchors and modified clicks to the browser', async () => {
    const { router, user, openExternal } = await setup(`<a href="javascript:alert(1)">bad</a><a href="#part">anchor</a>`);
    const before = router.state.location.pathname;
    const clicks: boolean[] = [];
    screen.getByTestId('content').parentElement?.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await user.click(screen.getByText('bad'));
    await user.click(screen.getByText('anchor'));
    expect(clicks).toEqual([true, false]);
    expect(router.state.location.pathname).toBe(before);
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('link action', () => {
  it('classifies each mapper result', () => {
    const ctx = { origin, courseId: 3 };
    const decide = (href: string) => linkAction(mapServerUrl(href, ctx), href, origin);
    expect(decide('/course-3/app/videos')).toEqual({ type: 'navigate', path: '/course-3/app/videos' });
    expect(decide('/course-5/app/videos')).toEqual({ type: 'navigate', path: '/course-5/app/videos', selectCourse: 5 });
    expect(decide('/unknown/thing')).toEqual({ type: 'navigate', path: '/unknown/thing' });
    expect(decide('/videocomment/8')).toEqual({ type: 'navigate', path: '/videocomment/8' });
    expect(decide('mailto:a@b.example')).toEqual({ type: 'external', url: 'mailto:a@b.example' });
    expect(decide('data:text/html,hi')).toEqual({ type: 'block' });
    expect(decide('#top')).toBeUndefined();
  });
});
