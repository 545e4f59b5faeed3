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

  it('keeps the progress between 0 and 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(180)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
