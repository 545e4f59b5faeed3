import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseFixture } from '../../courses/testing/course-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { clampPercent } from './progress-circle.tsx';
import { CourseDashboard } from './course-dashboard.tsx';

describe('course dashboard', () => {
  it('shows the course info, the dashboard info title and text, and the progress', async () => {
    await renderScreen(<CourseDashboard course={courseFixture()} />);

    expect(await screen.findByRole('heading', { name: 'Self-paced Tactics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Self-learning')).toBeInTheDocument();
    expect(screen.getByText('From 01.01.26')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Welcome' });
    expect(within(info).getByTestId('dashboard-info')).toHaveTextContent('Start with the learning path.');
    expect(within(info).getByRole('link', { name: 'the learning path' })).toHaveAttribute('href', '/course-4/app/learning-path');
    expect(screen.getByTestId('course-description')).toHaveTextContent('Tactical concepts to work through at your own pace.');
    expect(screen.getByTestId('course-info')).toHaveTextContent('Six units, about two hours each.');
    const progress = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
  });

  it('copes with a course that has no texts, in German', async () => {
    const course = courseFixture({
      label: "Coaches' Lounge",
      type: 'group',
      course_type: 'default',
      course_progress: { student_progress: 0 },
      dashboard: { description: '', course_info: null, dashboard_info_title: null, dashboard_info: null, startdate: null, enddate: null },
    });
    await renderScreen(<CourseDashboard course={course} />, { language: 'de' });
    expect(await screen.findByText('Für diesen Kurs gibt es noch keine Beschreibung.')).toBeInTheDocument();
    expect(screen.getByText('Gruppe')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-info')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Dein Fortschritt' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows the course description as text, never as markup (issue 12: stored XSS)', async () => {
    const payload = 'Goalkeeping basics.<img src=x onerror="window.__xss=1">';
    const course = courseFixture({
      dashboard: {
        description: `${payload}\nSecond line <script>window.__xss=2</script>`,
        course_info: null,
        dashboard_info_title: null,
        dashboard_info: null,
        startdate: null,
        enddate: null,
      },
    });
    await renderScreen(<CourseDashboard course={course} />);

    const description = await screen.findByTestId('course-description');
    expect(description.querySelector('img')).toBeNull();
    expect(description.querySelector('script')).toBeNull();
    expect(screen.getByTestId('course-dashboard').querySelector('[onerror]')).toBeNull();
    // Shown literally, line break kept (pre-line), so the author sees exactly what they typed.
    expect(description.textContent).toBe(`${payload}\nSecond line <script>window.__xss=2</script>`);
    expect(description).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows the dashboard and course info through the shared rich-text viewer', async () => {
    await renderScreen(<CourseDashboard course={courseFixture()} />);
    for (const testId of ['dashboard-info', 'course-info']) {
      const container = await screen.findByTestId(testId);
      // RichTextViewer's container carries the viewer class (image sizing) around the HTML.
      expect(container.className, testId).toMatch(/viewer/);
    }
  });

  it('keeps the progress between 0 and 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(180)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
