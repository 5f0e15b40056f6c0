import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Code2, Globe, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '@common/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

type Space = {
  icon: LucideIcon;
  title: string;
  description: string;
  soon?: boolean;
  action?: ReactNode;
};

const spaces: Space[] = [
  {
    icon: MessagesSquare,
    title: 'Forum',
    description: `Un espace pour poser vos questions, partager vos astuces et échanger avec les autres utilisateurs de ${BRAND}. Il n’est pas encore ouvert : nous y travaillons.`,
    soon: true,
  },
  {
    icon: Globe,
    title: 'Partagez vos projets',
    description:
      'Publiez votre application en un clic depuis le studio. Vous obtenez une adresse publique à partager avec qui vous voulez.',
    action: (
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Créer et publier un projet</Link>
      </Button>
    ),
  },
  {
    icon: Code2,
    title: 'Contribuer',
    description: `${BRAND} est auto-hébergeable. Installez-le sur vos serveurs, adaptez-le à vos besoins et faites-nous part de vos retours.`,
    action: (
      <Button asChild variant="outline" className="w-full">
        <Link to="/docs">Lire la documentation</Link>
      </Button>
    ),
  },
  {
    icon: CalendarDays,
    title: 'Événements',
    description: 'Ateliers en ligne, démonstrations et rencontres entre utilisateurs. Le programme sera annoncé ici.',
    soon: true,
  },
];

function SpaceCard({ space }: { space: Space }) {
  const Icon = space.icon;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-2">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {space.soon ? <Badge variant="secondary">Bientôt</Badge> : null}
        </div>
        <CardTitle>{space.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{space.description}</CardDescription>
      </CardContent>
      {space.action ? <CardFooter>{space.action}</CardFooter> : null}
    </Card>
  );
}

export function CommunityPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">Ressources</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Communauté</h1>
        <p className="mt-4 text-base text-muted-foreground sm:text-lg">
          La communauté {BRAND} démarre. Certains espaces sont déjà là, d’autres arrivent bientôt. Nous préférons vous
          le dire simplement.
        </p>
      </header>

      <section aria-labelledby="community-spaces" className="mt-12 sm:mt-16">
        <h2 id="community-spaces" className="sr-only">
          Les espaces de la communauté
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {spaces.map((space) => (
            <SpaceCard key={space.title} space={space} />
          ))}
        </div>
      </section>

      <aside className="mt-16 rounded-2xl border bg-muted/40 p-6 text-center sm:p-10">
        <h2 className="text-lg font-semibold">Une idée pour la communauté ?</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">
          Dites-nous ce que vous aimeriez y trouver. Vos retours orientent nos priorités.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button asChild variant="brand">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Nous écrire</a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/support">Voir le support</Link>
          </Button>
        </div>
      </aside>
    </main>
  );
}
