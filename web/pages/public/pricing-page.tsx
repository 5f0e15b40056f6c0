import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type Plan = {
  name: string;
  price: string;
  period?: string;
  description: string;
  features: string[];
  cta: { label: string; to: string };
  highlighted?: boolean;
};

const plans: Plan[] = [
  {
    name: 'Gratuit',
    price: '0€',
    period: '/mois',
    description: 'Pour découvrir et tester vos idées.',
    features: ['3 projets', 'Génération IA basique', 'Support communautaire'],
    cta: { label: 'Commencer', to: '/auth' },
  },
  {
    name: 'Pro',
    price: '29€',
    period: '/mois',
    description: 'Pour créer sans limite.',
    features: ['Projets illimités', 'IA avancée', 'Éditeur de code complet', 'Support prioritaire'],
    cta: { label: 'Passer à Pro', to: '/auth' },
    highlighted: true,
  },
  {
    name: 'Enterprise',
    price: 'Sur mesure',
    description: 'Pour les équipes et les organisations.',
    features: ['Tout ce qui est dans Pro', 'API privée', 'Support dédié 24/7', 'Déploiement sur site'],
    cta: { label: 'Nous contacter', to: '/support' },
  },
];

const faq = [
  {
    question: 'Puis-je changer de formule à tout moment ?',
    answer:
      'Oui. Vous pouvez passer à une formule supérieure ou revenir à la formule Gratuite quand vous le souhaitez. Vos projets sont conservés.',
  },
  {
    question: 'Qu’est-ce qui compte comme un projet ?',
    answer:
      'Un projet correspond à une application, avec ses fichiers et toutes ses versions. Les versions d’un même projet ne comptent pas comme des projets séparés.',
  },
  {
    question: 'Comment se passe le paiement ?',
    answer: 'La formule Pro est facturée chaque mois, sans engagement. Pour la formule Enterprise, nous établissons un devis avec vous.',
  },
  {
    question: 'Que se passe-t-il si je dépasse 3 projets en formule Gratuite ?',
    answer:
      'Vos projets existants restent accessibles. Pour en créer de nouveaux, supprimez un projet ou passez à la formule Pro.',
  },
];

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn(
        'relative flex h-full flex-col',
        plan.highlighted && 'border-primary shadow-lg ring-1 ring-primary lg:-translate-y-2',
      )}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          {plan.highlighted ? <Badge className="bg-brand-gradient text-white">Populaire</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          {plan.period ? <span className="text-sm text-muted-foreground">{plan.period}</span> : null}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={plan.highlighted ? 'brand' : 'outline'} className="w-full">
          <Link to={plan.cta.to}>{plan.cta.label}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function PricingPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-primary">Tarifs</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Une formule pour chaque projet</h1>
        <p className="mt-4 text-base text-muted-foreground sm:text-lg">
          Commencez gratuitement avec {BRAND}. Passez à la vitesse supérieure quand vous êtes prêt.
        </p>
      </header>

      <section aria-labelledby="plans-title" className="mt-12 sm:mt-16">
        <h2 id="plans-title" className="sr-only">
          Nos formules
        </h2>
        <div className="mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </div>
      </section>

      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-3xl sm:mt-24">
        <h2 id="pricing-faq" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
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
      </section>
    </main>
  );
}
