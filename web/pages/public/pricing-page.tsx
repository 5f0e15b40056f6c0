import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { type FaqItem, FaqSection, PageHeader, PageSection, SoonBadge } from '@/components/marketing';
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
  /** Not on sale yet: said beside the price. */
  soon?: string;
  /** Items of the plan that do not exist yet. */
  soonFeatures?: string[];
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
    soon: 'Le paiement en ligne arrive bientôt : la formule Pro n’est pas encore en vente.',
  },
  {
    name: 'Enterprise',
    price: 'Sur mesure',
    description: 'Pour les équipes et les organisations.',
    features: ['Tout ce qui est dans Pro', 'API privée', 'Support dédié 24/7', 'Déploiement sur site'],
    soonFeatures: ['API privée'],
    cta: { label: 'Nous contacter', to: '/support' },
  },
];

const faq: FaqItem[] = [
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
    answer:
      'Bientôt : la formule Pro sera facturée chaque mois, sans engagement ; le paiement en ligne n’est pas encore ouvert. Pour la formule Enterprise, nous établissons un devis avec vous.',
  },
  {
    question: 'Que se passe-t-il si je dépasse 3 projets en formule Gratuite ?',
    answer: 'Vos projets existants restent accessibles. Pour en créer de nouveaux, supprimez un projet ou passez à la formule Pro.',
  },
];

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn('relative flex h-full flex-col', plan.highlighted && 'border-primary shadow-lg ring-1 ring-primary lg:-translate-y-2')}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          <div className="flex items-center gap-1.5">
            {plan.soon ? <SoonBadge /> : null}
            {plan.highlighted ? <Badge className="bg-brand-gradient text-white">Populaire</Badge> : null}
          </div>
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          {plan.period ? <span className="text-sm text-muted-foreground">{plan.period}</span> : null}
        </p>
        {plan.soon ? <p className="text-xs text-muted-foreground">{plan.soon}</p> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {feature} {plan.soonFeatures?.includes(feature) ? <SoonBadge className="ml-1" /> : null}
              </span>
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
      <PageHeader
        eyebrow="Tarifs"
        title="Une formule pour chaque projet"
        lead={`Commencez gratuitement avec ${BRAND}. Passez à la vitesse supérieure quand vous êtes prêt.`}
      />

      <PageSection id="plans-title" title="Nos formules">
        <div className="mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </div>
      </PageSection>

      <FaqSection id="pricing-faq" items={faq} />
    </main>
  );
}
