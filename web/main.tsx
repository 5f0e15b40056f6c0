import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadScreens } from '@/app/lazy-screen';
import { routes } from '@/app/router';
import './index.css';

// `/` loads React, the router, the landing and a session check only: TanStack Query, zod (with its French
// messages), sonner and the better-auth client come with the first screen or action that uses them (decision 031).

// A screen's chunk that no longer exists (Lumi was updated since this tab opened): load the new version once,
// rather than leave a blank page; a second failure within a minute is shown as the error it is.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('lumi-reloaded-at') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('lumi-reloaded-at', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');

const app = () => <App router={<RouterProvider router={createBrowserRouter(routes)} />} />;
// A public page arrives prerendered (web/prerender.tsx, decision 035): React takes over its HTML rather than drawing
// it again, once the page's lazy screens are loaded (so that no part waits dehydrated, see lazy-screen.ts). The page
// is already painted: the work starts in a task of its own rather than at the end of the bundle's evaluation, and
// hydration runs in a transition, so it yields to the browser between components (shorter tasks, Lighthouse's TBT).
if (root.hasChildNodes()) {
  setTimeout(() => {
    const screens = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.element);
    void preloadScreens(screens).finally(() => startTransition(() => void hydrateRoot(root, app())));
  });
} else {
  createRoot(root).render(app());
}
