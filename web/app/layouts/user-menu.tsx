import { ChevronDown, LogOut, User } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/app/use-auth';

export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const emailPrefix = user.email.split('@')[0];

  const handleSignOut = async () => {
    try {
      await signOut();
      toast.success('Déconnexion réussie', { description: 'À bientôt !' });
      navigate('/');
    } catch {
      toast.error('Erreur lors de la déconnexion', { description: 'Impossible de se déconnecter' });
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Menu du compte ${user.email}`}>
          {user.image ? (
            <img src={user.image} alt="" className="size-8 rounded-full object-cover" />
          ) : (
            <span className="bg-brand-gradient grid size-8 place-items-center rounded-full text-sm font-semibold uppercase text-white">
              {emailPrefix?.charAt(0)}
            </span>
          )}
          <span className="hidden max-w-40 truncate sm:inline">{emailPrefix}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-56 truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <User aria-hidden="true" />
          Profil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
