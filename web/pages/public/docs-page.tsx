import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Bot, History, LayoutPanelLeft, Rocket, Webhook } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { CallToAction, IconTile, PageHeader, TextLink } from '@/components/marketing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const steps: { title: string; body: ReactNode }[] = [
  {
    title: 'Créez votre compte',
    body: (
      <>
        Inscrivez-vous depuis la page <TextLink to="/auth">Connexion</TextLink>. C’est gratuit et rapide.
      </>
    ),
  },
  {
    title: 'Décrivez votre idée',
    body: (
      <>
        Sur la page d’accueil ou via le bouton « Nouveau projet », expliquez ce que vous voulez en quelques phrases. {BRAND} génère une
        première version.
      </>
    ),
  },
  {
    title: 'Affinez dans le studio',
    body: 'Discutez avec l’IA dans le chat, modifiez le code si besoin et vérifiez le résultat dans l’aperçu.',
  },
  {
    title: 'Publiez ou exportez',
    body: 'Publiez en un clic à une adresse publique, lancez un build web, Android ou iOS depuis la page Builds, téléchargez le code source au format zip ou poussez-le dans un dépôt GitHub.',
  },
];

type Section = { id: string; icon: LucideIcon; title: string; content: ReactNode };

const sections: Section[] = [
  {
    id: 'studio',
    icon: LayoutPanelLeft,
    title: 'Le studio',
    content: (
      <>
        <p>Le studio réunit tout ce qu’il faut pour faire évoluer votre projet :</p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>le chat, pour demander des modifications en langage courant ;</li>
          <li>l’éditeur de code, pour ouvrir et modifier chaque fichier ;</li>
          <li>l’aperçu en direct, exécuté dans un cadre isolé.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'versions',
    icon: History,
    title: 'Les versions',
    content: (
      <p>
        Chaque changement, par le chat ou dans l’éditeur, crée une nouvelle version. Consultez l’historique et restaurez une version
        précédente à tout moment. Rien n’est perdu.
      </p>
    ),
  },
  {
    id: 'assistant',
    icon: Bot,
    title: `L’assistant ${BRAND} IA`,
    content: (
      <p>
        L’assistant génère une application React et TypeScript en plusieurs fichiers à partir de votre description. Soyez précis : décrivez
        les écrans, les données et le style souhaité. Vous pouvez ensuite demander des ajustements, un par un.
      </p>
    ),
  },
  {
    id: 'export',
    icon: Rocket,
    title: 'Export et publication',
    content: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Export du code source au format zip.</li>
        <li>Build web : une application installable sur un téléphone, qui s’ouvre hors ligne.</li>
        <li>Builds Android et iOS : un projet Android Studio ou Xcode prêt à ouvrir ; l’APK quand le serveur dispose du SDK Android.</li>
        <li>Publication en un clic à une adresse publique, après une vérification des clés secrètes oubliées dans le code.</li>
        <li>
          Synchronisation GitHub : créez un dépôt depuis le studio, poussez chaque version et récupérez les modifications faites sur GitHub.
        </li>
      </ul>
    ),
  },
  {
    id: 'api',
    icon: Webhook,
    title: 'API',
    content: (
      <p>
        Gérez vos projets depuis vos propres outils grâce à l’API REST, avec une clé créée dans « Mon Profil ».{' '}
        <TextLink to="/api">Consulter la documentation de l’API</TextLink>.
      </p>
    ),
  },
];

function QuickStart() {
  return (
    <section aria-labelledby="quick-start" className="mt-12">
      <h2 id="quick-start" className="text-2xl font-bold tracking-tight">
        Démarrage rapide
      </h2>
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full">
              <CardHeader className="gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-gradient text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <CardTitle>
                  <span className="sr-only">Étape {index + 1} : </span>
                  {step.title}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm leading-relaxed text-muted-foreground">{step.body}</CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

function GuideSection({ section }: { section: Section }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 rounded-xl border bg-card p-6">
      <h3 id={`${section.id}-title`} className="flex items-center gap-3 text-lg font-semibold">
        <IconTile icon={section.icon} size="sm" />
        {section.title}
      </h3>
      <div className="mt-4 text-sm leading-relaxed text-muted-foreground">{section.content}</div>
    </section>
  );
}

export function DocsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageHeader
        align="start"
        eyebrow="Ressources"
        title="Documentation"
        lead={`Tout ce qu’il faut savoir pour créer votre première application avec ${BRAND}, en quelques minutes.`}
      />

      <QuickStart />

      <section aria-labelledby="guides" className="mt-16">
        <h2 id="guides" className="text-2xl font-bold tracking-tight">
          Guides
        </h2>
        <nav aria-label="Sommaire des guides" className="mt-4 flex flex-wrap gap-2">
          {sections.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className="rounded-full border px-3 py-1 text-sm text-muted-foreground hover:bg-secondary hover:text-foreground"
            >
              {section.title}
            </a>
          ))}
        </nav>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {sections.map((section) => (
            <GuideSection key={section.id} section={section} />
          ))}
        </div>
      </section>

      <CallToAction title="Besoin d’aide ?" text="Consultez le centre d’aide ou contactez notre équipe.">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/help">Centre d’aide</Link>
          </Button>
          <Button asChild variant="brand">
            <Link to="/support">
              Contacter le support
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CallToAction>
    </main>
  );
}
