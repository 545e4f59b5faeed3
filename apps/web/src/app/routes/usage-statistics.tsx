// `/usage_statistics` and `/usage_statistics/{campus|self_learning|course}` (issue 18): the usage
// statistics feature on the scope the path names (campus without one), with links between the scopes.
import { appPath, parseAppPath } from '@campus/shared';
import { USAGE_STATISTICS_SCOPES, isUsageStatisticsScope } from '@campus/shared/rules/usage-statistics';
import { useLocation } from 'react-router';
import { UsageStatisticsPage } from '../../features/usage-statistics/components/usage-statistics-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

export function UsageStatisticsRoute() {
  const { scope } = parseAppPath(useLocation().pathname).params;
  const localized = useLocalizedPath();
  const scopes = USAGE_STATISTICS_SCOPES.map((entry) => ({ scope: entry, to: localized(appPath('usage-statistics', { scope: entry })) }));
  return <UsageStatisticsPage scope={isUsageStatisticsScope(scope) ? scope : 'campus'} scopes={scopes} />;
}
