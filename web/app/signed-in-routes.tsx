import { Outlet } from 'react-router-dom';
import { AppLayout } from './layouts/app-layout';
import { RequireAdmin, RequireAuth } from './guards';

/** The signed-in shell (side menu, header) behind its guard: loaded with the first signed-in screen. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}

export function AdminOnly() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
