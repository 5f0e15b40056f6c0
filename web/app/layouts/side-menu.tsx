import { FolderKanban, Hammer, Home, LayoutDashboard, MessageSquare, Shield } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { Logo } from '@/components/logo';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/app/use-auth';
import { cn } from '@/lib/utils';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, roles } = useAuth();
  const items = [
    { to: '/', label: 'Accueil', icon: Home, show: true, end: true },
    { to: `/${PRODUCT}-chat`, label: `${BRAND} IA`, icon: MessageSquare, show: true },
    { to: '/dashboard', label: 'Tableau de bord', icon: LayoutDashboard, show: Boolean(user) },
    { to: '/projects', label: 'Projets', icon: FolderKanban, show: Boolean(user) },
    { to: '/builds', label: 'Builds', icon: Hammer, show: Boolean(user) },
    { to: '/admin', label: 'Administration', icon: Shield, show: roles.isAdmin },
  ];
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Logo className="px-2" />
      <nav aria-label="Menu latéral" className="flex flex-col gap-1">
        {items
          .filter((item) => item.show)
          .map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-muted-foreground hover:bg-secondary hover:text-foreground',
                  isActive && 'bg-accent text-accent-foreground hover:bg-accent',
                )
              }
            >
              <item.icon className="size-4" aria-hidden="true" />
              {item.label}
            </NavLink>
          ))}
      </nav>
      {roles.isAdmin ? (
        <div className="mt-auto px-3">
          <Badge variant="accent">
            <Shield className="size-3" aria-hidden="true" />
            Administrateur
          </Badge>
        </div>
      ) : null}
    </div>
  );
}
