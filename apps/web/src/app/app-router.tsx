import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { SessionGuard } from './session-guard';

/**
 * Declarative routing: the route table depends on the signed-in user's menu, so <AppRoutes>
 * renders it with useRoutes behind the guard. (React Router's data router would add ~16 KB gzip
 * to every page, the login page included, for loaders and actions this app does not use.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionGuard>
        <AppRoutes />
      </SessionGuard>
    </BrowserRouter>
  );
}
