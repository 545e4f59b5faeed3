// Error boundary of the route tree: unknown pages and failed routes (including a chunk that would not
// load) end on a screen with a way back, never on a blank page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error.tsx';
import { NotFoundScreen } from './not-found.tsx';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
