import { type AppKind, type KindContext, pick, tr } from './kind.js';
import SEED from './seeds/saas.json' with { type: 'json' };

function data(context: KindContext): string {
  const { plans, features, faq, testimonials } = pick(context.lang, SEED);
  return `export interface SaasPlan {
  id: string;
  name: string;
  monthly: number;
  description: string;
  features: string[];
}

export const saasPlans: SaasPlan[] = ${JSON.stringify(plans, null, 2)};

export const saasFeatures = ${JSON.stringify(features, null, 2)};

export const saasFaq = ${JSON.stringify(faq, null, 2)};

export const saasTestimonials = ${JSON.stringify(testimonials, null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-US');
  const currency = t('EUR', 'USD');
  return `import { Bell, ChartColumn, Check, ChevronDown, Mail, Plug, Rocket, ShieldCheck, Sparkles, Users, Zap, type LucideIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { saasFaq, saasFeatures, saasPlans, saasTestimonials } from '../data/saas';
import { site } from '../data/site';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

const ICONS: Record<string, LucideIcon> = { Bell, ChartColumn, Plug, ShieldCheck, Users, Zap };
const price = new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}', maximumFractionDigits: 2, minimumFractionDigits: 0 });

interface Signup {
  email: string;
  plan: string;
  billing: Billing;
  date: string;
}

type Billing = 'monthly' | 'yearly';

const BASE_COUNT = 1284;

/** The monthly price of a plan; paying yearly takes 20 % off. */
const monthlyPrice = (monthly: number, billing: Billing) => (billing === 'yearly' ? Math.round(monthly * 0.8 * 100) / 100 : monthly);

const scrollTo = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });

export default function SaasLandingPage() {
  const [billing, setBilling] = usePersistentState<Billing>('saas:billing', 'monthly');
  const [signups, setSignups] = usePersistentState<Signup[]>('saas:waitlist', []);
  const [plan, setPlan] = useState('pro');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [openFaq, setOpenFaq] = useState<number | null>(0);

  const chosen = saasPlans.find((entry) => entry.id === plan) ?? saasPlans[0]!;
  const last = signups[signups.length - 1];

  const join = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/.test(value)) {
      setError('${t('Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.', 'Enter a valid email address, for example name@company.com.')}');
      return;
    }
    if (signups.some((entry) => entry.email === value)) {
      setError('${t('Cette adresse est déjà sur la liste d’attente.', 'This address is already on the waitlist.')}');
      return;
    }
    setError('');
    setSignups((list) => [...list, { email: value, plan: chosen.name, billing, date: new Date().toISOString().slice(0, 10) }]);
    setEmail('');
  };

  return (
    <div>
      <section aria-label="${t('Présentation', 'Introduction')}" className={\`bg-gradient-to-br text-white \${theme.gradient}\`}>
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Sparkles className="h-4 w-4" aria-hidden="true" /> ${t('Bêta privée : ouverture le mois prochain', 'Private beta: opening next month')}
            </p>
            <h2 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{site.name}</h2>
            <p className="mt-4 max-w-lg text-lg text-white/90">
              ${t('L’espace de travail qui réunit vos projets, vos clients et vos chiffres, et qui automatise le reste.', 'The workspace that brings your projects, clients and numbers together, and automates the rest.')}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" onClick={() => scrollTo('saas-waitlist')} className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100">
                <Rocket className="h-4 w-4" aria-hidden="true" /> ${t('Rejoindre la liste d’attente', 'Join the waitlist')}
              </button>
              <button type="button" onClick={() => scrollTo('saas-pricing')} className="rounded-lg border border-white/60 px-5 py-2.5 text-sm font-semibold hover:bg-white/10">
                ${t('Voir les tarifs', 'See pricing')}
              </button>
            </div>
            <p className="mt-4 text-sm text-white/80">{(BASE_COUNT + signups.length).toLocaleString('${locale}')} ${t('personnes déjà inscrites', 'people already signed up')}</p>
          </div>
          <div aria-hidden="true" className="rounded-2xl bg-white p-4 text-slate-900 shadow-2xl">
            <div className="flex gap-1.5">
              <span className="h-3 w-3 rounded-full bg-rose-400" />
              <span className="h-3 w-3 rounded-full bg-amber-400" />
              <span className="h-3 w-3 rounded-full bg-emerald-400" />
            </div>
            <div className="mt-4 grid grid-cols-3 gap-3">
              {[['${t('Projets', 'Projects')}', '24'], ['${t('Clients', 'Clients')}', '138'], ['${t('Heures gagnées', 'Hours saved')}', '62']].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-100 p-2">
                  <p className="truncate text-xs text-slate-500">{label}</p>
                  <p className="text-lg font-bold">{value}</p>
                </div>
              ))}
            </div>
            <div className="mt-4 flex items-end gap-2" style={{ height: 120 }}>
              {[40, 65, 50, 80, 70, 95, 110].map((height, index) => (
                <div key={index} className={\`flex-1 rounded-t-md \${theme.bar}\`} style={{ height }} />
              ))}
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <section aria-label="${t('Fonctionnalités', 'Features')}" className="py-14">
          <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>${t('Tout ce qu’il faut pour avancer', 'Everything you need to move faster')}</h2>
          <p className={\`mx-auto mt-2 max-w-2xl text-center \${theme.muted}\`}>${t('Moins d’outils, moins de copier-coller, plus de temps pour ce qui compte.', 'Fewer tools, less copy-paste, more time for what matters.')}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {saasFeatures.map((feature) => {
              const Icon = ICONS[feature.icon] ?? Zap;
              return (
                <li key={feature.title} className={\`rounded-2xl p-5 \${theme.card}\`}>
                  <span className={\`inline-flex h-10 w-10 items-center justify-center rounded-xl \${theme.accentSoft}\`}>
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h3 className={\`mt-3 font-semibold \${theme.heading}\`}>{feature.title}</h3>
                  <p className={\`mt-1 text-sm \${theme.muted}\`}>{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section id="saas-pricing" aria-label="${t('Tarifs', 'Pricing')}" className="py-14">
          <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>${t('Des tarifs simples', 'Simple pricing')}</h2>
          <div className="mt-6 flex justify-center">
            <div role="group" aria-label="${t('Facturation', 'Billing')}" className={\`inline-flex rounded-full p-1 \${theme.card}\`}>
              {([
                ['monthly', '${t('Mensuel', 'Monthly')}'],
                ['yearly', '${t('Annuel', 'Yearly')}'],
              ] as [Billing, string][]).map(([value, label]) => (
                <button key={value} type="button" aria-pressed={billing === value} onClick={() => setBilling(value)} className={\`rounded-full px-4 py-1.5 text-sm font-medium \${billing === value ? theme.button : ''}\`}>
                  {label}
                  {value === 'yearly' && <span className={\`ml-1 rounded-full px-1.5 py-0.5 text-xs \${billing === value ? 'bg-white/20' : theme.accentSoft}\`}>-20 %</span>}
                </button>
              ))}
            </div>
          </div>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {saasPlans.map((entry) => {
              const highlighted = entry.id === 'pro';
              const amount = monthlyPrice(entry.monthly, billing);
              return (
                <li key={entry.id} aria-label={entry.name} className={\`relative flex flex-col rounded-2xl p-6 \${theme.card} \${highlighted ? 'shadow-xl ring-2 ring-current ' + theme.accentText : ''}\`}>
                  {highlighted && (
                    <span className={\`absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold \${theme.button}\`}>${t('Le plus choisi', 'Most popular')}</span>
                  )}
                  <h3 className={\`text-lg font-semibold \${theme.heading}\`}>{entry.name}</h3>
                  <p className={\`mt-1 text-sm \${theme.muted}\`}>{entry.description}</p>
                  <p className={\`mt-4 \${theme.heading}\`}>
                    <span data-testid={\`price-\${entry.id}\`} className="text-4xl font-extrabold">{price.format(amount)}</span>
                    <span className={\`text-sm \${theme.muted}\`}> / ${t('mois', 'month')}</span>
                  </p>
                  <p className={\`mt-1 h-5 text-xs \${theme.muted}\`}>
                    {entry.monthly > 0 && billing === 'yearly' ? \`\${price.format(amount * 12)} ${t('facturés par an', 'billed yearly')}\` : entry.monthly > 0 ? '${t('Sans engagement', 'Cancel anytime')}' : '${t('Gratuit pour toujours', 'Free forever')}'}
                  </p>
                  <ul className={\`mt-4 flex-1 space-y-2 text-sm \${theme.heading}\`}>
                    {entry.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check className={\`mt-0.5 h-4 w-4 shrink-0 \${theme.accentText}\`} aria-hidden="true" /> {feature}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    onClick={() => {
                      setPlan(entry.id);
                      scrollTo('saas-waitlist');
                    }}
                    className={\`mt-6 rounded-lg px-4 py-2 text-sm font-semibold \${highlighted ? theme.button : theme.buttonSecondary}\`}
                  >
                    ${t('Choisir', 'Choose')} {entry.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-label="${t('Témoignages', 'Testimonials')}" className="py-10">
          <ul className="grid gap-4 md:grid-cols-3">
            {saasTestimonials.map((entry) => (
              <li key={entry.name} className={\`rounded-2xl p-5 \${theme.surface}\`}>
                <p className={theme.heading}>${t('« ', '“')}{entry.quote}${t(' »', '”')}</p>
                <p className="mt-3 text-sm font-semibold">{entry.name}</p>
                <p className={\`text-xs \${theme.muted}\`}>{entry.role}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="FAQ" className="mx-auto max-w-3xl py-14">
          <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>${t('Questions fréquentes', 'Frequently asked questions')}</h2>
          <div className="mt-8 space-y-3">
            {saasFaq.map((entry, index) => {
              const expanded = openFaq === index;
              return (
                <div key={entry.question} className={\`rounded-xl \${theme.card}\`}>
                  <h3>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={\`saas-faq-\${index}\`}
                      onClick={() => setOpenFaq(expanded ? null : index)}
                      className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium"
                    >
                      {entry.question}
                      <ChevronDown className={\`h-5 w-5 shrink-0 transition-transform \${expanded ? 'rotate-180' : ''}\`} aria-hidden="true" />
                    </button>
                  </h3>
                  {expanded && (
                    <p id={\`saas-faq-\${index}\`} className={\`px-5 pb-4 text-sm \${theme.muted}\`}>
                      {entry.answer}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </section>

        <section id="saas-waitlist" aria-label="${t('Liste d’attente', 'Waitlist')}" className="pb-16">
          <div className={\`mx-auto max-w-3xl rounded-3xl p-6 text-center sm:p-10 \${theme.accentSoft}\`}>
            <h2 className="text-2xl font-bold sm:text-3xl">${t('Soyez parmi les premiers', 'Be among the first')}</h2>
            <p className="mt-2 text-sm opacity-90">
              ${t('Offre choisie', 'Chosen plan')} : <strong>{chosen.name}</strong> ({billing === 'yearly' ? '${t('annuel', 'yearly')}' : '${t('mensuel', 'monthly')}'}) · {price.format(monthlyPrice(chosen.monthly, billing))} / ${t('mois', 'month')}
            </p>
            <form noValidate onSubmit={join} className="mx-auto mt-5 flex max-w-lg flex-col gap-2 sm:flex-row">
              <label htmlFor="saas-email" className="sr-only">${t('Adresse e-mail', 'Email address')}</label>
              <input
                id="saas-email"
                type="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError('');
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'saas-email-error' : undefined}
                placeholder="${t('vous@entreprise.fr', 'you@company.com')}"
                className={\`min-w-0 flex-1 rounded-lg px-3 py-2.5 outline-none \${theme.input} \${theme.ring}\`}
              />
              <button type="submit" className={\`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold \${theme.button}\`}>
                <Mail className="h-4 w-4" aria-hidden="true" /> ${t('Rejoindre la liste d’attente', 'Join the waitlist')}
              </button>
            </form>
            {error && <p id="saas-email-error" role="alert" className="mt-3 text-sm font-medium text-rose-600">{error}</p>}
            {last && !error && (
              <p role="status" className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white/70 px-3 py-2 text-sm font-medium text-slate-900">
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                ${t('C’est noté', 'You’re on the list')} : {last.email} ${t('est inscrit·e en position', 'is number')} {BASE_COUNT + signups.length} ({last.plan}).
              </p>
            )}
            <p className="mt-4 text-xs opacity-80">${t('Pas de spam : un seul e-mail, le jour de votre accès.', 'No spam: one email, on the day you get access.')}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
`;
}

export const saasKind: AppKind = {
  id: 'saas',
  keywords:
    /(?<!\p{L})(saas|start-?ups?|landing pages?(?! for (?:a|an|my|the|our) (?!saas|start-?up|app|product|software|tool|platform))|pages? d[’']atterrissage|listes? d[’']attente|wait-?lists?|tarifs|pricing|abonnements?|subscriptions?|logiciels?|software|b2b|faq)(?!\p{L})/iu,
  appName: { fr: 'Nimbus', en: 'Nimbus' },
  tagline: { fr: 'L’espace de travail qui automatise le reste.', en: 'The workspace that automates the rest.' },
  page: { component: 'SaasLandingPage', path: { fr: '/produit', en: '/product' }, label: { fr: 'Produit', en: 'Product' }, icon: 'Rocket' },
  files: (context) => ({ 'src/data/saas.ts': data(context), 'src/pages/SaasLandingPage.tsx': page(context) }),
  summary: {
    fr: 'une page d’accueil de produit avec fonctionnalités, tarifs mensuels ou annuels (−20 %), offre mise en avant, FAQ dépliable et une liste d’attente qui vérifie l’adresse e-mail et garde les inscriptions',
    en: 'a product landing page with features, monthly or yearly pricing (−20%), a highlighted plan, an FAQ accordion and a waitlist that checks the email address and keeps sign-ups',
  },
};
