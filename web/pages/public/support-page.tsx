import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Mail, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, PRODUCT, SUPPORT_EMAIL } from '@common/brand';
import { type FaqItem, FaqSection, IconCard, PageHeader, PageSection, TextLink } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { MyTickets } from '@/features/support/my-tickets';

type Channel = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action: ReactNode;
};

const channels: Channel[] = [
  {
    icon: Mail,
    title: 'Par e-mail',
    description: (
      <>
        Écrivez-nous à <span className="font-medium text-foreground">{SUPPORT_EMAIL}</span>. Décrivez votre demande et, si possible, le
        projet concerné.
      </>
    ),
    action: (
      <Button asChild variant="outline" className="w-full">
        <a href={`mailto:${SUPPORT_EMAIL}`}>Envoyer un e-mail</a>
      </Button>
    ),
  },
  {
    icon: MessageCircle,
    title: 'Chat en direct',
    description:
      'Discutez en direct avec l’assistant Lumi IA depuis votre espace (connexion requise). Pour écrire à l’équipe, ouvrez une demande dans « Mes demandes » ci-dessous.',
    action: (
      <Button asChild variant="brand" className="w-full">
        <Link to={`/${PRODUCT}-chat`}>Ouvrir le chat en direct</Link>
      </Button>
    ),
  },
  {
    icon: BookOpen,
    title: 'Base de connaissances',
    description: 'Des réponses courtes aux questions les plus courantes, classées par thème.',
    action: (
      <Button asChild variant="outline" className="w-full">
        <Link to="/help">Consulter le centre d’aide</Link>
      </Button>
    ),
  },
  {
    icon: Users,
    title: 'Forum communautaire',
    description: `Le forum des utilisateurs de ${BRAND} arrive bientôt. Découvrez déjà l’espace communauté.`,
    action: (
      <Button asChild variant="outline" className="w-full">
        <Link to="/community">Voir la communauté</Link>
      </Button>
    ),
  },
];

const faq: FaqItem[] = [
  {
    question: 'Comment créer mon premier projet ?',
    answer:
      'Connectez-vous, puis décrivez votre idée sur la page d’accueil ou via « Nouveau projet ». L’IA génère une première version que vous affinez ensuite dans le studio.',
  },
  {
    question: 'L’IA a cassé mon application. Que faire ?',
    answer:
      'Chaque changement crée une version. Ouvrez l’historique des versions dans le studio et restaurez la dernière version qui fonctionnait.',
  },
  {
    question: 'Puis-je récupérer le code de mon application ?',
    answer: 'Oui. Exportez le code source au format zip ou poussez-le dans un dépôt GitHub depuis le studio. Le code vous appartient.',
  },
  {
    question: 'Comment publier mon application ?',
    answer:
      'Dans le studio, ouvrez le menu « Publier » puis « Publier sur le web… », choisissez l’adresse et validez. Votre application est en ligne en quelques secondes, à une adresse publique à partager.',
  },
  {
    question: 'J’ai oublié mon mot de passe.',
    answer:
      'Sur la page de connexion, cliquez sur « Mot de passe oublié ? ». Vous recevrez un e-mail pour choisir un nouveau mot de passe.',
  },
  {
    question: 'Comment signaler un problème sur la plateforme ?',
    answer: `Vérifiez d’abord la page « État des services ». Si tout est opérationnel, ouvrez une demande dans « Mes demandes » sur cette page (une fois connecté) ou écrivez-nous à ${SUPPORT_EMAIL} en décrivant le problème.`,
  },
];

export function SupportPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        eyebrow="Assistance"
        title="Comment pouvons-nous vous aider ?"
        lead="Choisissez le canal qui vous convient. Notre équipe est là pour vous."
      />

      <PageSection id="support-channels" title="Nous contacter">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {channels.map((channel) => (
            <IconCard key={channel.title} icon={channel.icon} title={channel.title} action={channel.action}>
              {channel.description}
            </IconCard>
          ))}
        </div>
      </PageSection>

      <MyTickets />

      <FaqSection id="support-faq" items={faq}>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Un service semble indisponible ? <TextLink to="/status">Consultez l’état des services</TextLink>.
        </p>
      </FaqSection>
    </main>
  );
}
