// /error (spec §8): where 500/404/403 answers land, with a translated reason and the way back.
import { appPath } from '@campus/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import type { ErrorScreenState } from '../../lib/api-client.ts';
import { codeText } from '../../lib/error-text.ts';

function readState(state: unknown): Partial<ErrorScreenState> {
  if (typeof state !== 'object' || state === null) return {};
  const { status, code } = state as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

function messageKey(status: number | undefined): string {
  if (status === 403) return 'error.forbidden';
  if (status === 404) return 'error.notFound';
  return 'error.generic';
}

export function ErrorScreen({ status: statusProp }: { status?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const state = readState(location.state);
  const status = statusProp ?? state.status;

  return (
    <StatusPage
      testId="error-screen"
      title={t('error.title')}
      message={state.code ? codeText(t, state.code, { fallback: t(messageKey(status)) }) : t(messageKey(status))}
      detail={state.code ? t('error.code', { code: state.code }) : undefined}
      actionLabel={t('error.back')}
      actionTo={localized(appPath('start'))}
    />
  );
}
