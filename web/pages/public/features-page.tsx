import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Code2,
  Download,
  Eye,
  GitBranch,
  Globe,
  History,
  Languages,
  MessageSquare,
  ShieldCheck,
  Smartphone,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { IconTile, PageHeader, PageSection, SoonBadge } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Feature = { icon: LucideIcon; title: string; description: string; soon?: boolean };

const features: Feature[] = [
  {
    icon: Sparkles,
    title: 'Décrivez, l’IA construit',
    description:
      'Expliquez votre idée avec vos mots. L’IA génère une application React et TypeScript complète, répartie en plusieurs fichiers.',
  },
  {
    icon: MessageSquare,
    title: 'Affinez par le chat',
    description: 'Demandez une modification en une phrase. L’application se met à jour, sans repartir de zéro.',
  },
  {
    icon: Code2,
    title: 'Éditeur de code',
    description: 'Ouvrez chaque fichier, modifiez le code vous-même et gardez la main sur chaque détail.',
  },
  {
    icon: Eye,
    title: 'Aperçu en direct',
    description: 'Votre application tourne dans un cadre isolé (sandbox). Vous voyez le résultat à chaque changement.',
  },
  {
    icon: History,
    title: 'Versions et restauration',
    description: 'Chaque changement crée une version. Revenez à une version précédente en un clic.',
  },
  {
    icon: Download,
    title: 'Export du code source',
    description: 'Téléchargez tout le projet au format zip. Le code vous appartient.',
  },
  {
    icon: Smartphone,
    title: 'Applications mobiles',
    description:
      'Transformez votre application en projet Android Studio ou Xcode (Capacitor), et en APK sur un serveur équipé du SDK Android.',
  },
  {
    icon: Globe,
    title: 'Publication en un clic',
    description: 'Mettez votre application en ligne à une adresse publique, prête à partager.',
  },
  {
    icon: GitBranch,
    title: 'Synchronisation GitHub',
    description: 'Créez un dépôt GitHub depuis le studio, poussez chaque version et récupérez les modifications faites sur GitHub.',
  },
  {
    icon: Languages,
    title: 'Pensé en français, auto-hébergeable',
    description: `${BRAND} parle français dès la première ligne. Vous pouvez aussi l’installer sur vos propres serveurs.`,
  },
  {
    icon: ShieldCheck,
    title: 'Console d’administration',
    description: 'Gérez les utilisateurs, les projets et la plateforme depuis un espace dédié.',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-2">
          <IconTile icon={feature.icon} />
          {feature.soon ? <SoonBadge /> : null}
        </div>
        <CardTitle>{feature.title}</CardTitle>
        <CardDescription className="leading-relaxed">{feature.description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

export function FeaturesPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        eyebrow="Fonctionnalités"
        title={
          <>
            De l’idée à l’application, <span className="text-brand-gradient">sans écrire de code</span>
          </>
        }
        lead={`Décrivez ce que vous voulez. ${BRAND} génère et affiche votre application, et bientôt la publie. Vous gardez le contrôle à chaque étape.`}
      />

      <PageSection id="features-list" title={`Tout ce que ${BRAND} sait faire`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="features-cta" className="mt-16 rounded-2xl border bg-muted/40 px-6 py-10 text-center sm:px-12 sm:py-14">
        <h2 id="features-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Prêt à créer votre application ?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Créez votre compte en quelques secondes. Votre premier projet vous attend.
        </p>
        <Button asChild variant="brand" size="lg" className="mt-6">
          <Link to="/auth">
            Commencer gratuitement
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </main>
  );
}
