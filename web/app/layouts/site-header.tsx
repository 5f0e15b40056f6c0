import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useAuth } from '@/app/use-auth';
import { cn } from '@/lib/utils';

const links = [
  { to: '/features', label: 'Fonctionnalités' },
  { to: '/pricing', label: 'Tarifs' },
  { to: '/docs', label: 'Documentation' },
  { to: '/support', label: 'Support' },
];

export function SiteHeader() {
  const { user, loading } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Ouvrir le menu">
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent title="Menu">
            <div className="p-4">
              <Logo />
            </div>
            <nav aria-label="Navigation principale" className="flex flex-col gap-1 px-2">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary">
                  {link.label}
                </NavLink>
              ))}
            </nav>
          </SheetContent>
        </Sheet>
        <Logo />
        <nav aria-label="Navigation principale" className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground', isActive && 'text-foreground')
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {loading ? null : user ? (
            <Button asChild variant="brand">
              <Link to="/dashboard">Tableau de bord</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to="/auth">Se connecter</Link>
              </Button>
              <Button asChild variant="brand">
                <Link to="/auth">Commencer</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
