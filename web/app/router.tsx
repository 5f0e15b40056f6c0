import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { LandingPage } from '@/features/landing/landing-page';
import { PublicLayout } from '@/app/layouts/public-layout';
import { lazyScreen } from './lazy-screen';
import { FullPageSpinner } from './page-spinner';

// Only the landing page comes with the first load: every other screen loads with its route (the heavy ones bring
// Markdown and highlighting, the preview, Monaco), so `/` ships the least JavaScript (issue #20, bench/page-weight.ts).
// TanStack Query, zod's French messages and the Toaster come with `AppProviders`, the layout of every screen but
// `/`; the signed-in shell and its guards with `SignedInShell` (decision 031; `scripts/landing-budget.ts` checks it).
const AppProviders = lazyScreen(() => import('./app-providers'));
const SignedInShell = lazyScreen(() => import('./signed-in-routes').then((m) => ({ default: m.SignedInShell })));
const AdminOnly = lazyScreen(() => import('./signed-in-routes').then((m) => ({ default: m.AdminOnly })));
const AuthPage = lazyScreen(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazyScreen(() => import('@/features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const DashboardPage = lazyScreen(() => import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const GeneratorPage = lazyScreen(() => import('@/features/generator/generator-page').then((m) => ({ default: m.GeneratorPage })));
const ProjectsPage = lazyScreen(() => import('@/features/projects/projects-page').then((m) => ({ default: m.ProjectsPage })));
const StudioEntryPage = lazyScreen(() => import('@/features/studio/studio-entry-page').then((m) => ({ default: m.StudioEntryPage })));
const NotFoundPage = lazyScreen(() => import('@/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ApiDocsPage = lazyScreen(() => import('@/pages/public/api-docs-page').then((m) => ({ default: m.ApiDocsPage })));
const CommunityPage = lazyScreen(() => import('@/pages/public/community-page').then((m) => ({ default: m.CommunityPage })));
const DocsPage = lazyScreen(() => import('@/pages/public/docs-page').then((m) => ({ default: m.DocsPage })));
const FeaturesPage = lazyScreen(() => import('@/pages/public/features-page').then((m) => ({ default: m.FeaturesPage })));
const HelpPage = lazyScreen(() => import('@/pages/public/help-page').then((m) => ({ default: m.HelpPage })));
const PricingPage = lazyScreen(() => import('@/pages/public/pricing-page').then((m) => ({ default: m.PricingPage })));
const StatusPage = lazyScreen(() => import('@/pages/public/status-page').then((m) => ({ default: m.StatusPage })));
const SupportPage = lazyScreen(() => import('@/pages/public/support-page').then((m) => ({ default: m.SupportPage })));
const AssistantPage = lazyScreen(() => import('@/features/assistant/assistant-page').then((m) => ({ default: m.AssistantPage })));
const ProjectPage = lazyScreen(() => import('@/pages/studio/project-page').then((m) => ({ default: m.ProjectPage })));
const BuildsPage = lazyScreen(() => import('@/features/builds/builds-page').then((m) => ({ default: m.BuildsPage })));
const DemoStudioPage = lazyScreen(() => import('@/pages/studio/demo-studio-page').then((m) => ({ default: m.DemoStudioPage })));
const ProfilePage = lazyScreen(() => import('@/pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminPage = lazyScreen(() => import('@/features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const AdminUserPage = lazyScreen(() => import('@/features/admin/admin-user-page').then((m) => ({ default: m.AdminUserPage })));
const deferred = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;
// Inside the public layout the header and footer stay; the page's room is kept while it loads, a whole screen so
// the footer stays below the fold and does not move when the page comes (Lighthouse measured CLS 0.22 on /pricing
// on a phone with 70vh).
const publicPage = (node: ReactNode) => <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{node}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      // Pages of text and links: no query, form or toast, so not the providers' ~40 KB of zod, TanStack Query and
      // sonner to evaluate before they hydrate (Lighthouse's blocking time on a phone, issue #20).
      { path: '/features', element: publicPage(<FeaturesPage />) },
      { path: '/pricing', element: publicPage(<PricingPage />) },
      { path: '/docs', element: publicPage(<DocsPage />) },
      { path: '/documentation', element: publicPage(<DocsPage />) },
      { path: '/help', element: publicPage(<HelpPage />) },
      { path: '/community', element: publicPage(<CommunityPage />) },
      {
        element: publicPage(<AppProviders />),
        children: [
          { path: '/support', element: publicPage(<SupportPage />) },
          { path: '/status', element: publicPage(<StatusPage />) },
          { path: '/api', element: publicPage(<ApiDocsPage />) },
        ],
      },
    ],
  },
  // The sign-in page loads zod, sonner and the auth client when it is used, not before it hydrates (issue #20).
  { path: '/auth', element: deferred(<AuthPage />) },
  {
    element: deferred(<AppProviders />),
    children: [
      { path: '/auth/reset-password', element: deferred(<ResetPasswordPage />) },
      {
        element: deferred(<SignedInShell />),
        children: [
          { path: '/dashboard', handle: { title: 'Tableau de bord' }, element: deferred(<DashboardPage />) },
          { path: '/projects', handle: { title: 'Mes Projets' }, element: deferred(<ProjectsPage />) },
          { path: '/profile', handle: { title: 'Mon Profil' }, element: deferred(<ProfilePage />) },
          { path: '/generator', handle: { title: 'Générateur IA' }, element: deferred(<GeneratorPage />) },
          { path: `/${PRODUCT}-chat`, handle: { title: `${BRAND} IA` }, element: deferred(<AssistantPage />) },
          { path: `/${PRODUCT}-ai`, handle: { title: `${BRAND} IA` }, element: deferred(<AssistantPage expert />) },
          { path: '/builds', handle: { title: 'Builds' }, element: deferred(<BuildsPage />) },
          { path: '/dev-studio', handle: { title: 'Studio' }, element: deferred(<StudioEntryPage fallback="/projects" />) },
          { path: '/dev-studio/:projectId', handle: { title: 'Studio', immersive: true }, element: deferred(<ProjectPage />) },
          { path: '/studio', handle: { title: 'Studio' }, element: deferred(<StudioEntryPage fallback={deferred(<DemoStudioPage />)} />) },
          { path: '/studio/:projectId', handle: { title: 'Studio', immersive: true }, element: deferred(<ProjectPage />) },
          {
            element: deferred(<AdminOnly />),
            children: [
              { path: '/admin', handle: { title: 'Administration' }, element: deferred(<AdminPage />) },
              { path: '/admin/users/:id', handle: { title: 'Utilisateur' }, element: deferred(<AdminUserPage />) },
            ],
          },
        ],
      },
      { path: '*', element: deferred(<NotFoundPage />) },
    ],
  },
];
