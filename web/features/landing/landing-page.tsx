import { Code2, Download, Eye, GitBranch, Globe, History, MessageSquare, PenLine, Rocket, Smartphone, Sparkles } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { BRAND } from '@common/brand';
import { FloatingAssistant } from './floating-assistant';
import { IdeaBox } from './idea-box';

const steps = [
  {
    icon: PenLine,
    title: 'Décrivez votre idée',
    text: 'Quelques phrases suffisent : à qui sert votre application, ce qu’elle doit faire.',
  },
  {
    icon: Sparkles,
    title: `${BRAND} la construit`,
    text: 'Une vraie application React et TypeScript, fichier par fichier, sous vos yeux.',
  },
  {
    icon: Rocket,
    title: 'Affinez et publiez',
    text: 'Demandez des changements dans le chat, modifiez le code, puis publiez-la en un clic ou téléchargez-la.',
  },
];

const features: { icon: typeof Code2; title: string; text: string; soon?: boolean }[] = [
  {
    icon: MessageSquare,
    title: 'Génération par la conversation',
    text: 'Chaque demande devient du code. Vous gardez la main à chaque étape.',
  },
  { icon: Code2, title: 'Éditeur de code complet', text: 'Lisez et modifiez chaque fichier, avec coloration et auto-complétion.' },
  { icon: Eye, title: 'Aperçu en direct', text: 'Votre application tourne dans un cadre isolé, sur ordinateur, tablette ou mobile.' },
  { icon: History, title: 'Versions', text: 'Chaque génération et chaque sauvegarde est une version que vous pouvez restaurer.' },
  { icon: Download, title: 'Export du code source', text: 'Téléchargez tout le projet au format zip. Le code vous appartient.' },
  {
    icon: Smartphone,
    title: 'Builds web, Android et iOS',
    text: 'Une version web installable qui marche hors ligne, et un projet Android Studio ou Xcode prêt à ouvrir.',
  },
  {
    icon: Globe,
    title: 'Publication en un clic',
    text: 'Votre application en ligne à une adresse publique, prête à partager, vérifiée avant d’être publiée.',
  },
  {
    icon: GitBranch,
    title: 'Synchronisation GitHub',
    text: 'Créez un dépôt GitHub à votre nom, poussez chaque version et récupérez les modifications faites sur GitHub.',
  },
  {
    icon: Sparkles,
    title: 'En français, hébergeable chez vous',
    text: `${BRAND} parle votre langue et s’installe sur vos propres serveurs.`,
  },
];

export function LandingPage() {
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const ideaForm = useCallback(() => ideaRef.current?.closest('form'), []);
  const startProject = () => {
    ideaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    ideaRef.current?.focus({ preventScroll: true });
  };

  return (
    <main>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-brand-gradient absolute -top-40 left-1/2 h-80 w-[40rem] -translate-x-1/2 rounded-full opacity-15 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 pb-16 pt-14 text-center sm:pt-20">
          {/* The accent badge's look in plain classes: Badge merges with tailwind-merge, not loaded on `/`. */}
          <span className="inline-flex items-center gap-1 rounded-full border border-transparent bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Créez sans coder
          </span>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            Décrivez votre application, <span className="text-brand-gradient">{BRAND}</span> la construit
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Des applications web et mobiles générées par l’IA, que vous affinez en discutant et prévisualisez en direct. Publiées en un
            clic, à une adresse publique.
          </p>
          <IdeaBox ref={ideaRef} />
        </div>
      </section>

      <section aria-labelledby="steps-title" className="border-t bg-muted/30">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
            Comment ça marche
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-6">
                <div className="flex items-center gap-3">
                  <span className="bg-brand-gradient grid size-10 place-items-center rounded-full font-semibold text-white">
                    {index + 1}
                  </span>
                  <step.icon className="size-5 text-primary" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="features-title">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
            Tout pour passer de l’idée à l’application
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl border bg-card p-6">
                <div className="flex items-start justify-between gap-2">
                  <feature.icon className="size-6 text-primary" aria-hidden="true" />
                  {feature.soon ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-transparent bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                      Bientôt
                    </span>
                  ) : null}
                </div>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FloatingAssistant onStartProject={startProject} avoid={ideaForm} />
    </main>
  );
}
