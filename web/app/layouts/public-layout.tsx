import { Outlet, useLocation } from 'react-router-dom';
import { CanonicalLink } from '@/components/canonical-link';
import { DEFAULT_META, PUBLIC_PAGE_META, usePageMeta } from '@/components/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  const { pathname } = useLocation();
  usePageMeta(PUBLIC_PAGE_META[pathname] ?? DEFAULT_META);
  return (
    <div className="flex min-h-screen flex-col">
      <CanonicalLink />
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
