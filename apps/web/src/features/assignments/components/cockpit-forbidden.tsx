// What a cockpit shows when the server refuses it (403 COCKPIT_FORBIDDEN, spec §5): the route's guard
// normally sends students away first; this covers roles that changed while the page was open.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { PageError } from '../../../components/page-state.tsx';

export function CockpitError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="orange" role="alert" title={t('assignments.cockpit.forbiddenTitle')} data-testid="cockpit-forbidden">
        {t('assignments.cockpit.forbidden')}
      </Alert>
    );
  }
  return <PageError error={error} title={t('assignments.loadFailed')} />;
}
