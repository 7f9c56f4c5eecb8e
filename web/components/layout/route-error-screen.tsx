import { useRouteError } from 'react-router';

/** Placeholder: the router's error screen. */
export function RouteErrorScreen() {
  const error = useRouteError() as { status?: number; message?: string };
  return (
    <div role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{error?.status ?? error?.message}</p>
    </div>
  );
}
