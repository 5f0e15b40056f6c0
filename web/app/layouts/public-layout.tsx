import { Outlet } from 'react-router-dom';
import { CanonicalLink } from '@/components/canonical-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
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
