import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { AuthPage } from '@/features/auth/auth-page';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { LandingPage } from '@/features/landing/landing-page';
import { ComingSoonPage } from '@/pages/coming-soon-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { ApiDocsPage } from '@/pages/public/api-docs-page';
import { CommunityPage } from '@/pages/public/community-page';
import { DocsPage } from '@/pages/public/docs-page';
import { FeaturesPage } from '@/pages/public/features-page';
import { HelpPage } from '@/pages/public/help-page';
import { PricingPage } from '@/pages/public/pricing-page';
import { StatusPage } from '@/pages/public/status-page';
import { SupportPage } from '@/pages/public/support-page';
import { StudioEntryPage } from '@/pages/studio-entry-page';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';

const soon = (path: string, title: string, what = title): RouteObject => ({
  path,
  handle: { title },
  element: <ComingSoonPage what={what} />,
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/features', element: <FeaturesPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/docs', element: <DocsPage /> },
      { path: '/documentation', element: <DocsPage /> },
      { path: '/support', element: <SupportPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/community', element: <CommunityPage /> },
      { path: '/status', element: <StatusPage /> },
      { path: '/api', element: <ApiDocsPage /> },
    ],
  },
  { path: '/auth', element: <AuthPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { path: '/dashboard', handle: { title: 'Tableau de bord' }, element: <DashboardPage /> },
      soon('/projects', 'Mes Projets', 'La liste des projets'),
      soon('/profile', 'Mon Profil', 'Le profil'),
      soon('/generator', 'Générateur IA', 'Le générateur'),
      soon(`/${PRODUCT}-chat`, `${BRAND} IA`, "L'assistant"),
      soon(`/${PRODUCT}-ai`, `${BRAND} IA`, "L'assistant"),
      soon('/builds', 'Builds', 'La page des builds'),
      { path: '/dev-studio', handle: { title: 'Studio' }, element: <StudioEntryPage /> },
      soon('/dev-studio/:projectId', 'Studio', 'Le studio'),
      { path: '/studio', handle: { title: 'Studio' }, element: <StudioEntryPage /> },
      soon('/studio/:projectId', 'Studio', 'Le studio'),
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [soon('/admin', 'Administration', "La console d'administration"), soon('/admin/users/:id', 'Utilisateur', 'La fiche utilisateur')],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);
