import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Code2, Globe, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, SUPPORT_EMAIL } from '@common/brand';
import { CallToAction, IconCard, PageHeader, PageSection } from '@/components/marketing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

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
    soon: true,
    action: (
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Créer un projet</Link>
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

export function CommunityPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        eyebrow="Ressources"
        title="Communauté"
        lead={`La communauté ${BRAND} démarre. Certains espaces sont déjà là, d’autres arrivent bientôt. Nous préférons vous le dire simplement.`}
      />

      <PageSection id="community-spaces" title="Les espaces de la communauté">
        <div className="grid gap-6 sm:grid-cols-2">
          {spaces.map((space) => (
            <IconCard
              key={space.title}
              icon={space.icon}
              title={space.title}
              badge={space.soon ? <Badge variant="secondary">Bientôt</Badge> : null}
              action={space.action}
            >
              {space.description}
            </IconCard>
          ))}
        </div>
      </PageSection>

      <CallToAction
        align="center"
        title="Une idée pour la communauté ?"
        text="Dites-nous ce que vous aimeriez y trouver. Vos retours orientent nos priorités."
      >
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button asChild variant="brand">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Nous écrire</a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/support">Voir le support</Link>
          </Button>
        </div>
      </CallToAction>
    </main>
  );
}
