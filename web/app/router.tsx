import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { AuthPage } from '@/features/auth/auth-page';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { GeneratorPage } from '@/features/generator/generator-page';
import { ProjectsPage } from '@/features/projects/projects-page';
import { StudioEntryPage } from '@/features/studio/studio-entry-page';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { ApiDocsPage } from '@/pages/public/api-docs-page';
import { CommunityPage } from '@/pages/public/community-page';
import { DocsPage } from '@/pages/public/docs-page';
import { FeaturesPage } from '@/pages/public/features-page';
import { HelpPage } from '@/pages/public/help-page';
import { PricingPage } from '@/pages/public/pricing-page';
import { StatusPage } from '@/pages/public/status-page';
import { SupportPage } from '@/pages/public/support-page';
import { FullPageSpinner, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from '@/app/layouts/app-layout';
import { PublicLayout } from '@/app/layouts/public-layout';

// The heavy screens (Markdown and highlighting, the preview, Monaco) load with their route, not with the landing page.
const AssistantPage = lazy(() => import('@/features/assistant/assistant-page').then((m) => ({ default: m.AssistantPage })));
const ProjectPage = lazy(() => import('@/pages/studio/project-page').then((m) => ({ default: m.ProjectPage })));
const BuildsPage = lazy(() => import('@/features/builds/builds-page').then((m) => ({ default: m.BuildsPage })));
const DemoStudioPage = lazy(() => import('@/pages/studio/demo-studio-page').then((m) => ({ default: m.DemoStudioPage })));
const ProfilePage = lazy(() => import('@/pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminPage = lazy(() => import('@/features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const AdminUserPage = lazy(() => import('@/features/admin/admin-user-page').then((m) => ({ default: m.AdminUserPage })));
const deferred = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

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
      { path: '/projects', handle: { title: 'Mes Projets' }, element: <ProjectsPage /> },
      { path: '/profile', handle: { title: 'Mon Profil' }, element: deferred(<ProfilePage />) },
      { path: '/generator', handle: { title: 'Générateur IA' }, element: <GeneratorPage /> },
      { path: `/${PRODUCT}-chat`, handle: { title: `${BRAND} IA` }, element: deferred(<AssistantPage />) },
      { path: `/${PRODUCT}-ai`, handle: { title: `${BRAND} IA` }, element: deferred(<AssistantPage expert />) },
      { path: '/builds', handle: { title: 'Builds' }, element: deferred(<BuildsPage />) },
      { path: '/dev-studio', handle: { title: 'Studio' }, element: <StudioEntryPage fallback="/projects" /> },
      { path: '/dev-studio/:projectId', handle: { title: 'Studio', immersive: true }, element: deferred(<ProjectPage />) },
      { path: '/studio', handle: { title: 'Studio' }, element: <StudioEntryPage fallback={deferred(<DemoStudioPage />)} /> },
      { path: '/studio/:projectId', handle: { title: 'Studio', immersive: true }, element: deferred(<ProjectPage />) },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          { path: '/admin', handle: { title: 'Administration' }, element: deferred(<AdminPage />) },
          { path: '/admin/users/:id', handle: { title: 'Utilisateur' }, element: deferred(<AdminUserPage />) },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);
