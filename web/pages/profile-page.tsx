import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiKeysCard } from '@/features/api-keys/api-keys-card';
import { GithubCard } from '@/features/github/github-card';
import { useGithubReturn } from '@/features/github/use-github-return';
import { AccountCard } from '@/features/profile/account-card';
import { DataCard } from '@/features/profile/data-card';
import { PersonalInfoCard } from '@/features/profile/personal-info-card';
import { useProfile } from '@/features/profile/profile-api';
import { SecurityCard } from '@/features/profile/security-card';

/** « Mon Profil »: who you are, your plan and usage, your sessions, your data, your GitHub link, your API keys. */
export function ProfilePage() {
  const profile = useProfile();
  useGithubReturn();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mon Profil</h1>
        <p className="text-sm text-muted-foreground">Vos informations, votre offre, la sécurité de votre compte et vos données.</p>
      </header>
      {profile.isPending ? (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label="Chargement du profil">
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : profile.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <UserRound className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">
            {profile.error.message === 'Profil non trouvé' ? 'Profil non trouvé' : 'Impossible de charger le profil'}
          </p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <PersonalInfoCard profile={profile.data} />
            <AccountCard profile={profile.data} />
          </div>
          <SecurityCard />
          <DataCard email={profile.data.email} />
          <GithubCard />
          <ApiKeysCard />
        </>
      )}
    </div>
  );
}
