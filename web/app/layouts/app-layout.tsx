import { Menu, Shield } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useAuth } from '@/app/use-auth';
import { ContentProcessKeeper } from '@/features/preview/content-process-keeper';
import { cn } from '@/lib/utils';
import { BackButton } from './back-button';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

/**
 * Routes name their page title in `handle.title` (the top bar shows the deepest one); `handle.immersive`
 * gives the whole width to the page (the studio), the side menu staying in the drawer.
 */
function usePageHandle(): { title: string; immersive: boolean } {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle: unknown = match.handle;
    if (handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string') {
      return { title: handle.title, immersive: 'immersive' in handle && handle.immersive === true };
    }
  }
  return { title: '', immersive: false };
}

export function AppLayout() {
  const { roles } = useAuth();
  const { title, immersive } = usePageHandle();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="flex min-h-screen">
      <aside className={cn('sticky top-0 hidden h-screen w-80 shrink-0 border-r bg-card', !immersive && 'lg:block')}>
        <SideMenu />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className={cn(!immersive && 'lg:hidden')} aria-label="Ouvrir le menu">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Menu">
              <SideMenu onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
          <BackButton />
          <h1 className="truncate text-lg font-semibold">{title}</h1>
          <div className="ml-auto flex items-center gap-2">
            {roles.isAdmin ? (
              <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
                <Link to="/admin">
                  <Shield aria-hidden="true" />
                  Administration
                </Link>
              </Button>
            ) : null}
            <UserMenu />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      <ContentProcessKeeper />
    </div>
  );
}
