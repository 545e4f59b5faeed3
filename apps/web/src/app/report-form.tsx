// The report modal's body for ReportFormProvider (components/report-action.tsx): the reports feature's
// form. Loaded on first opening, so screens with a "Report" button do not carry the reports feature.
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ReportForm } from '../components/report-action.tsx';

const Form = lazy(async () => ({ default: (await import('../features/reports/components/report-form.tsx')).ReportForm }));

export const LazyReportForm: ReportForm = (props) => (
  <Suspense fallback={<Loader size="sm" />}>
    <Form {...props} />
  </Suspense>
);
