import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Mail, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, PRODUCT, SUPPORT_EMAIL } from '@common/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

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
        Écrivez-nous à <span className="font-medium text-foreground">{SUPPORT_EMAIL}</span>. Décrivez votre demande et,
        si possible, le projet concerné.
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
    description: 'Discutez avec notre équipe depuis votre espace. Le chat nécessite d’être connecté à votre compte.',
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

const faq = [
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
    answer:
      'Oui. Exportez le code source au format zip ou poussez-le vers un dépôt GitHub. Le code vous appartient.',
  },
  {
    question: 'Comment publier mon application ?',
    answer:
      'Depuis le studio, publiez votre application en un clic. Elle est mise en ligne à une adresse publique que vous pouvez partager.',
  },
  {
    question: 'J’ai oublié mon mot de passe.',
    answer:
      'Sur la page de connexion, cliquez sur « Mot de passe oublié ? ». Vous recevrez un e-mail pour choisir un nouveau mot de passe.',
  },
  {
    question: 'Comment signaler un problème sur la plateforme ?',
    answer: `Vérifiez d’abord la page « État des services ». Si tout est opérationnel, écrivez-nous à ${SUPPORT_EMAIL} en décrivant le problème.`,
  },
];

function ChannelCard({ channel }: { channel: Channel }) {
  const Icon = channel.icon;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{channel.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{channel.description}</CardDescription>
      </CardContent>
      <CardFooter>{channel.action}</CardFooter>
    </Card>
  );
}

export function SupportPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">Assistance</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Comment pouvons-nous vous aider ?</h1>
        <p className="mt-4 text-base text-muted-foreground sm:text-lg">
          Choisissez le canal qui vous convient. Notre équipe est là pour vous.
        </p>
      </header>

      <section aria-labelledby="support-channels" className="mt-12 sm:mt-16">
        <h2 id="support-channels" className="sr-only">
          Nous contacter
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {channels.map((channel) => (
            <ChannelCard key={channel.title} channel={channel} />
          ))}
        </div>
      </section>

      <section aria-labelledby="support-faq" className="mx-auto mt-16 max-w-3xl sm:mt-24">
        <h2 id="support-faq" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Questions fréquentes
        </h2>
        <div className="mt-8 divide-y rounded-xl border bg-card">
          {faq.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-medium marker:hidden [&::-webkit-details-marker]:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.question}
                  <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Un service semble indisponible ?{' '}
          <Link to="/status" className="font-medium text-primary underline-offset-4 hover:underline">
            Consultez l’état des services
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
