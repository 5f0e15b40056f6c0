import { type AppKind, type KindContext, tr } from './kind.js';

type Variant = 'landscape' | 'portrait' | 'wedding' | 'architecture' | 'sea' | 'night';

interface Project {
  id: string;
  title: string;
  category: string;
  year: number;
  place: string;
  description: string;
  variant: Variant;
  palette: [string, string, string, string];
}

const PROJECTS: Record<'fr' | 'en', Project[]> = {
  fr: [
    {
      id: 'brume',
      title: 'Brume sur le Vercors',
      category: 'Paysages',
      year: 2024,
      place: 'Vercors',
      description: 'Un lever de soleil d’octobre, quand la brume remplit encore les vallées.',
      variant: 'landscape',
      palette: ['#fde68a', '#f97316', '#fef3c7', '#7c2d12'],
    },
    {
      id: 'lea',
      title: 'Léa, céramiste',
      category: 'Portraits',
      year: 2024,
      place: 'Lyon',
      description: 'Série de portraits dans l’atelier d’une céramiste, à la lumière du jour.',
      variant: 'portrait',
      palette: ['#d9f99d', '#4d7c0f', '#ecfccb', '#1a2e05'],
    },
    {
      id: 'jardin',
      title: 'Un oui au jardin',
      category: 'Mariages',
      year: 2023,
      place: 'Drôme',
      description: 'Mariage champêtre d’Inès et Hugo, entre les oliviers et les guirlandes.',
      variant: 'wedding',
      palette: ['#fbcfe8', '#f472b6', '#fff1f2', '#831843'],
    },
    {
      id: 'confluence',
      title: 'Lignes de Confluence',
      category: 'Architecture',
      year: 2023,
      place: 'Lyon',
      description: 'Les façades colorées du quartier Confluence, en plans serrés.',
      variant: 'architecture',
      palette: ['#bae6fd', '#0ea5e9', '#f0f9ff', '#0c4a6e'],
    },
    {
      id: 'maree',
      title: 'Marée basse',
      category: 'Paysages',
      year: 2022,
      place: 'Bretagne',
      description: 'Les reflets de la baie au moment où la mer se retire.',
      variant: 'sea',
      palette: ['#a5f3fc', '#0891b2', '#ecfeff', '#164e63'],
    },
    {
      id: 'quais',
      title: 'Quais de nuit',
      category: 'Architecture',
      year: 2024,
      place: 'Lyon',
      description: 'Les ponts de la Saône après la pluie, en longue pose.',
      variant: 'night',
      palette: ['#312e81', '#0f172a', '#fde047', '#1e1b4b'],
    },
    {
      id: 'malik',
      title: 'Malik, musicien',
      category: 'Portraits',
      year: 2022,
      place: 'Villeurbanne',
      description: 'Portrait en studio pour la pochette d’un premier album.',
      variant: 'portrait',
      palette: ['#fed7aa', '#c2410c', '#fff7ed', '#431407'],
    },
    {
      id: 'chateau',
      title: 'Fête au château',
      category: 'Mariages',
      year: 2024,
      place: 'Beaujolais',
      description: 'Une journée de fête, des préparatifs jusqu’à la première danse.',
      variant: 'wedding',
      palette: ['#e9d5ff', '#a855f7', '#faf5ff', '#4c1d95'],
    },
  ],
  en: [
    {
      id: 'mist',
      title: 'Mist over the Dales',
      category: 'Landscapes',
      year: 2024,
      place: 'Yorkshire',
      description: 'An October sunrise, with the valleys still full of mist.',
      variant: 'landscape',
      palette: ['#fde68a', '#f97316', '#fef3c7', '#7c2d12'],
    },
    {
      id: 'maya',
      title: 'Maya, potter',
      category: 'Portraits',
      year: 2024,
      place: 'Bristol',
      description: 'A series of portraits in a potter’s studio, in natural light.',
      variant: 'portrait',
      palette: ['#d9f99d', '#4d7c0f', '#ecfccb', '#1a2e05'],
    },
    {
      id: 'garden',
      title: 'A garden wedding',
      category: 'Weddings',
      year: 2023,
      place: 'Cotswolds',
      description: 'Amy and Tom’s wedding among the apple trees and fairy lights.',
      variant: 'wedding',
      palette: ['#fbcfe8', '#f472b6', '#fff1f2', '#831843'],
    },
    {
      id: 'docks',
      title: 'Lines of the docks',
      category: 'Architecture',
      year: 2023,
      place: 'Liverpool',
      description: 'Close-ups of the colourful warehouse fronts along the river.',
      variant: 'architecture',
      palette: ['#bae6fd', '#0ea5e9', '#f0f9ff', '#0c4a6e'],
    },
    {
      id: 'tide',
      title: 'Low tide',
      category: 'Landscapes',
      year: 2022,
      place: 'Cornwall',
      description: 'Reflections across the bay as the sea draws back.',
      variant: 'sea',
      palette: ['#a5f3fc', '#0891b2', '#ecfeff', '#164e63'],
    },
    {
      id: 'bridges',
      title: 'Bridges at night',
      category: 'Architecture',
      year: 2024,
      place: 'London',
      description: 'The Thames bridges after the rain, in a long exposure.',
      variant: 'night',
      palette: ['#312e81', '#0f172a', '#fde047', '#1e1b4b'],
    },
    {
      id: 'sam',
      title: 'Sam, musician',
      category: 'Portraits',
      year: 2022,
      place: 'Manchester',
      description: 'A studio portrait for the cover of a first album.',
      variant: 'portrait',
      palette: ['#fed7aa', '#c2410c', '#fff7ed', '#431407'],
    },
    {
      id: 'manor',
      title: 'A day at the manor',
      category: 'Weddings',
      year: 2024,
      place: 'Kent',
      description: 'A whole day of celebration, from getting ready to the first dance.',
      variant: 'wedding',
      palette: ['#e9d5ff', '#a855f7', '#faf5ff', '#4c1d95'],
    },
  ],
};

function data(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  return `export type Variant = 'landscape' | 'portrait' | 'wedding' | 'architecture' | 'sea' | 'night';

export interface PortfolioProject {
  id: string;
  title: string;
  category: string;
  year: number;
  place: string;
  description: string;
  variant: Variant;
  palette: [string, string, string, string];
}

export interface PortfolioMessage {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  date: string;
}

export const photographer = {
  name: '${t('Camille Moreau', 'Ella Hart')}',
  city: '${t('Lyon', 'Bristol')}',
};

export const projects: PortfolioProject[] = ${JSON.stringify(PROJECTS[context.lang], null, 2)};

export const seedMessages: PortfolioMessage[] = ${JSON.stringify(
    context.lang === 'fr'
      ? [
          {
            id: 1,
            name: 'Sophie Laurent',
            email: 'sophie.laurent@exemple.fr',
            topic: 'Mariage',
            message: 'Bonjour, nous nous marions le 14 juin près d’Annecy : êtes-vous disponible ?',
            date: '2025-04-18',
          },
          {
            id: 2,
            name: 'Atelier Brun',
            email: 'contact@atelier-brun.fr',
            topic: 'Entreprise',
            message: 'Nous cherchons des portraits de l’équipe pour notre nouveau site.',
            date: '2025-04-22',
          },
        ]
      : [
          {
            id: 1,
            name: 'Sophie Turner',
            email: 'sophie.turner@example.com',
            topic: 'Wedding',
            message: 'Hello, we are getting married on 14 June near Bath: are you free that day?',
            date: '2025-04-18',
          },
          {
            id: 2,
            name: 'Brown & Co',
            email: 'hello@brownandco.example',
            topic: 'Business',
            message: 'We are looking for team portraits for our new website.',
            date: '2025-04-22',
          },
        ],
    null,
    2,
  )};
`;
}

function artwork(): string {
  return `import { useId } from 'react';
import type { PortfolioProject } from '../data/portfolio';

/** A generated picture for a project: shapes and gradients drawn in SVG, no image file needed. */
export default function PortfolioArtwork({ project, className = '' }: { project: PortfolioProject; className?: string }) {
  const id = useId().replace(/:/g, '');
  const [light, main, pale, deep] = project.palette;
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label={project.title} className={\`block h-full w-full \${className}\`}>
      <defs>
        <linearGradient id={\`sky-\${id}\`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={project.variant === 'night' ? deep : light} />
          <stop offset="100%" stopColor={main} />
        </linearGradient>
        <radialGradient id={\`glow-\${id}\`} cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor={pale} stopOpacity="0.9" />
          <stop offset="100%" stopColor={pale} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill={\`url(#sky-\${id})\`} />
      {project.variant === 'landscape' && (
        <>
          <circle cx="290" cy="110" r="42" fill={pale} opacity="0.9" />
          <path d="M0 210 L90 140 L170 200 L260 120 L400 220 L400 300 L0 300 Z" fill={deep} opacity="0.55" />
          <path d="M0 250 Q100 200 200 240 T400 235 L400 300 L0 300 Z" fill={deep} opacity="0.85" />
        </>
      )}
      {project.variant === 'portrait' && (
        <>
          <rect width="400" height="300" fill={\`url(#glow-\${id})\`} />
          <circle cx="200" cy="125" r="48" fill={deep} opacity="0.85" />
          <path d="M110 300 Q120 195 200 190 Q280 195 290 300 Z" fill={deep} opacity="0.85" />
        </>
      )}
      {project.variant === 'wedding' && (
        <>
          <rect width="400" height="300" fill={\`url(#glow-\${id})\`} />
          <circle cx="175" cy="150" r="52" fill="none" stroke={pale} strokeWidth="12" />
          <circle cx="230" cy="150" r="52" fill="none" stroke={deep} strokeWidth="12" opacity="0.7" />
          {[40, 90, 320, 355, 60, 300].map((x, index) => (
            <circle key={x} cx={x} cy={[60, 240, 50, 210, 150, 260][index]} r={[6, 9, 7, 5, 4, 8][index]} fill={pale} opacity="0.8" />
          ))}
        </>
      )}
      {project.variant === 'architecture' && (
        <>
          {[20, 110, 200, 290].map((x, index) => (
            <g key={x}>
              <rect x={x} y={[90, 60, 110, 40][index]} width="80" height="260" fill={index % 2 ? deep : main} opacity={index % 2 ? 0.85 : 0.7} />
              {[0, 1, 2, 3, 4].map((row) => (
                <rect key={row} x={x + 14} y={[90, 60, 110, 40][index]! + 20 + row * 40} width="52" height="18" fill={pale} opacity="0.55" />
              ))}
            </g>
          ))}
        </>
      )}
      {project.variant === 'sea' && (
        <>
          <circle cx="110" cy="90" r="34" fill={pale} opacity="0.9" />
          <path d="M0 170 Q50 155 100 170 T200 170 T300 170 T400 170 L400 300 L0 300 Z" fill={main} opacity="0.7" />
          <path d="M0 210 Q50 195 100 210 T200 210 T300 210 T400 210 L400 300 L0 300 Z" fill={deep} opacity="0.6" />
          <path d="M0 250 Q50 235 100 250 T200 250 T300 250 T400 250 L400 300 L0 300 Z" fill={deep} opacity="0.9" />
        </>
      )}
      {project.variant === 'night' && (
        <>
          <circle cx="320" cy="60" r="22" fill={pale} opacity="0.9" />
          {[0, 60, 115, 180, 250, 320].map((x, index) => (
            <g key={x}>
              <rect x={x} y={[150, 110, 170, 90, 130, 160][index]} width="60" height="200" fill="#020617" />
              {[0, 1, 2].map((row) => (
                <rect key={row} x={x + 12 + (row % 2) * 18} y={[150, 110, 170, 90, 130, 160][index]! + 18 + row * 30} width="10" height="12" fill={pale} opacity="0.85" />
              ))}
            </g>
          ))}
          <rect y="260" width="400" height="40" fill={light} opacity="0.5" />
        </>
      )}
    </svg>
  );
}
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  return `import { Camera, ChevronLeft, ChevronRight, Mail, MapPin, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import PortfolioArtwork from '../components/PortfolioArtwork';
import { photographer, projects, seedMessages, type PortfolioMessage } from '../data/portfolio';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

const ALL = '${t('Tout', 'All')}';
const TOPICS = ['${t('Mariage', 'Wedding')}', '${t('Portrait', 'Portrait')}', '${t('Entreprise', 'Business')}', '${t('Autre', 'Other')}'];

interface Errors {
  name?: string;
  email?: string;
  message?: string;
}

export default function PortfolioPage() {
  const [category, setCategory] = useState(ALL);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [messages, setMessages] = usePersistentState<PortfolioMessage[]>('portfolio:messages', seedMessages);
  const [form, setForm] = useState({ name: '', email: '', topic: TOPICS[0]!, message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);

  const categories = [ALL, ...new Set(projects.map((project) => project.category))];
  const shown = projects.filter((project) => category === ALL || project.category === category);
  const open = openIndex === null ? null : shown[openIndex];

  const step = (delta: number) => setOpenIndex((index) => (index === null ? index : (index + delta + shown.length) % shown.length));

  useEffect(() => {
    if (openIndex === null) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenIndex(null);
      if (event.key === 'ArrowRight') setOpenIndex((index) => (index === null ? index : (index + 1) % shown.length));
      if (event.key === 'ArrowLeft') setOpenIndex((index) => (index === null ? index : (index - 1 + shown.length) % shown.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openIndex, shown.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!form.name.trim()) next.name = '${t('Indiquez votre nom.', 'Please enter your name.')}';
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(form.email.trim())) next.email = '${t('Indiquez une adresse e-mail valide.', 'Please enter a valid email address.')}';
    if (form.message.trim().length < 10) next.message = '${t('Votre message doit faire au moins 10 caractères.', 'Your message needs at least 10 characters.')}';
    setErrors(next);
    setSent('');
    if (Object.keys(next).length > 0) return;
    const name = form.name.trim();
    setMessages((list) => [{ id: Date.now(), name, email: form.email.trim(), topic: form.topic, message: form.message.trim(), date: new Date().toISOString().slice(0, 10) }, ...list]);
    setForm({ name: '', email: '', topic: TOPICS[0]!, message: '' });
    setSent(\`${t('Merci', 'Thank you')} \${name} ! ${t('Votre message est bien arrivé, je vous réponds sous 48 h.', 'Your message has arrived, I will reply within 48 hours.')}\`);
  };

  const field = (key: 'name' | 'email' | 'message') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? \`portfolio-\${key}-error\` : undefined,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <section aria-label="${t('Présentation', 'Introduction')}" className={\`overflow-hidden rounded-3xl bg-gradient-to-br p-6 text-white sm:p-10 \${theme.gradient}\`}>
        <p className="inline-flex items-center gap-2 text-sm font-medium opacity-90">
          <Camera className="h-4 w-4" aria-hidden="true" /> ${t('Photographe', 'Photographer')} · {photographer.city}
        </p>
        <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{photographer.name}</h2>
        <p className="mt-2 max-w-xl opacity-90">${t('Portraits, mariages et paysages : des images lumineuses, naturelles et pleines de vie.', 'Portraits, weddings and landscapes: bright, natural pictures full of life.')}</p>
        <button
          type="button"
          onClick={() => document.getElementById('portfolio-contact')?.scrollIntoView({ behavior: 'smooth' })}
          className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
        >
          <Mail className="h-4 w-4" aria-hidden="true" /> ${t('Me contacter', 'Get in touch')}
        </button>
      </section>

      <section aria-label="${t('Galerie', 'Gallery')}" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Projets', 'Projects')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>{shown.length} ${t('projet(s)', 'project(s)')}</p>
        </div>
        <div role="tablist" aria-label="${t('Catégories', 'Categories')}" className="mt-3 flex flex-wrap gap-2">
          {categories.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={category === value}
              onClick={() => {
                setCategory(value);
                setOpenIndex(null);
              }}
              className={\`rounded-full px-4 py-1.5 text-sm font-medium \${category === value ? theme.button : theme.buttonSecondary}\`}
            >
              {value}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className={\`mt-6 text-sm \${theme.muted}\`}>${t('Pas encore de projet dans cette catégorie.', 'No project in this category yet.')}</p>
        ) : (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {shown.map((project, index) => (
              <li key={project.id}>
                <button type="button" onClick={() => setOpenIndex(index)} aria-label={\`${t('Voir', 'View')} \${project.title}\`} className={\`group block w-full overflow-hidden rounded-2xl text-left \${theme.card}\`}>
                  <div className="aspect-[4/3] overflow-hidden">
                    <PortfolioArtwork project={project} className="transition-transform duration-300 group-hover:scale-105" />
                  </div>
                  <div className="p-3 sm:p-4">
                    <p className={\`text-sm font-semibold sm:text-base \${theme.heading}\`}>{project.title}</p>
                    <p className={\`mt-0.5 text-xs sm:text-sm \${theme.muted}\`}>{project.category} · {project.year}</p>
                  </div>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="${t('À propos', 'About')}" className={\`mt-10 grid gap-6 rounded-3xl p-6 sm:p-8 md:grid-cols-3 \${theme.card}\`}>
        <div className="flex flex-col items-center text-center md:items-start md:text-left">
          <div className={\`flex h-24 w-24 items-center justify-center rounded-full bg-gradient-to-br text-3xl font-bold text-white \${theme.gradient}\`} aria-hidden="true">
            {photographer.name.split(' ').map((part) => part[0]).join('')}
          </div>
          <p className={\`mt-3 inline-flex items-center gap-1 text-sm \${theme.muted}\`}><MapPin className="h-4 w-4" aria-hidden="true" /> {photographer.city}</p>
        </div>
        <div className="md:col-span-2">
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('À propos', 'About')}</h2>
          <p className={\`mt-2 \${theme.muted}\`}>
            ${t(
              'Photographe depuis dix ans, je travaille surtout en lumière naturelle. J’aime les images simples, qui racontent les gens et les lieux sans les mettre en scène.',
              'I have been a photographer for ten years and work mostly in natural light. I like simple pictures that tell the story of people and places without staging them.',
            )}
          </p>
          <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
            {[
              ['10', '${t('ans de métier', 'years of work')}'],
              ['120+', '${t('mariages', 'weddings')}'],
              ['35', '${t('expositions', 'exhibitions')}'],
            ].map(([value, label]) => (
              <div key={label} className={\`rounded-xl p-3 \${theme.accentSoft}\`}>
                <dt className="text-xs">{label}</dt>
                <dd className="text-xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="portfolio-contact" aria-label="${t('Contact', 'Contact')}" className="mt-10 grid gap-6 lg:grid-cols-5">
        <form noValidate onSubmit={submit} className={\`space-y-4 rounded-3xl p-6 lg:col-span-3 \${theme.card}\`}>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Contact', 'Contact')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>${t('Un projet, une date, une question ? Écrivez-moi.', 'A project, a date, a question? Write to me.')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="portfolio-name" className="text-sm font-medium">${t('Nom', 'Name')}</label>
              <input id="portfolio-name" {...field('name')} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
              {errors.name && <p id="portfolio-name-error" className="mt-1 text-sm text-rose-600">{errors.name}</p>}
            </div>
            <div>
              <label htmlFor="portfolio-email" className="text-sm font-medium">${t('E-mail', 'Email')}</label>
              <input id="portfolio-email" type="email" {...field('email')} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
              {errors.email && <p id="portfolio-email-error" className="mt-1 text-sm text-rose-600">{errors.email}</p>}
            </div>
          </div>
          <div>
            <label htmlFor="portfolio-topic" className="text-sm font-medium">${t('Type de projet', 'Kind of project')}</label>
            <select id="portfolio-topic" value={form.topic} onChange={(event) => setForm((current) => ({ ...current, topic: event.target.value }))} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}>
              {TOPICS.map((topic) => <option key={topic}>{topic}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="portfolio-message" className="text-sm font-medium">${t('Message', 'Message')}</label>
            <textarea id="portfolio-message" rows={4} {...field('message')} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            {errors.message && <p id="portfolio-message-error" className="mt-1 text-sm text-rose-600">{errors.message}</p>}
          </div>
          <button type="submit" className={\`inline-flex items-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold \${theme.button}\`}>
            <Mail className="h-4 w-4" aria-hidden="true" /> ${t('Envoyer le message', 'Send message')}
          </button>
          {sent && <p role="status" className={\`rounded-lg p-3 text-sm font-medium \${theme.accentSoft}\`}>{sent}</p>}
        </form>

        <section aria-label="${t('Messages reçus', 'Inbox')}" className={\`rounded-3xl p-6 lg:col-span-2 \${theme.card}\`}>
          <h3 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Messages reçus', 'Inbox')} ({messages.length})</h3>
          {messages.length === 0 ? (
            <p className={\`mt-2 text-sm \${theme.muted}\`}>${t('Aucun message pour le moment.', 'No messages yet.')}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {messages.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-slate-200/60 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">{entry.name}</p>
                      <p className={\`text-xs \${theme.muted}\`}>{entry.topic} · {new Date(entry.date).toLocaleDateString('${locale}')}</p>
                    </div>
                    <button type="button" aria-label={\`${t('Supprimer le message de', 'Delete the message from')} \${entry.name}\`} onClick={() => setMessages((list) => list.filter((other) => other.id !== entry.id))} className={\`rounded-lg p-1 \${theme.muted} hover:text-rose-600\`}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                  <p className="mt-1 break-words text-sm">{entry.message}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </section>

      {open && openIndex !== null && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-3 sm:p-6" onClick={() => setOpenIndex(null)}>
          <div role="dialog" aria-modal="true" aria-label={open.title} onClick={(event) => event.stopPropagation()} className={\`relative w-full max-w-4xl overflow-hidden rounded-2xl \${theme.card}\`}>
            <div className="relative aspect-[4/3] max-h-[65vh] w-full sm:aspect-[16/9]">
              <PortfolioArtwork project={open} />
              <button type="button" onClick={() => step(-1)} aria-label="${t('Photo précédente', 'Previous photo')}" className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white">
                <ChevronLeft className="h-5 w-5" aria-hidden="true" />
              </button>
              <button type="button" onClick={() => step(1)} aria-label="${t('Photo suivante', 'Next photo')}" className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white">
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
              </button>
              <button ref={closeRef} type="button" onClick={() => setOpenIndex(null)} aria-label="${t('Fermer', 'Close')}" className="absolute right-2 top-2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white">
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
            <div className="flex flex-wrap items-start justify-between gap-2 p-4 sm:p-5">
              <div className="min-w-0">
                <h3 className={\`text-lg font-semibold \${theme.heading}\`}>{open.title}</h3>
                <p className={\`text-sm \${theme.muted}\`}>{open.category} · {open.place} · {open.year}</p>
                <p className="mt-2 text-sm">{open.description}</p>
              </div>
              <p className={\`text-sm font-medium \${theme.muted}\`}>{openIndex + 1} / {shown.length}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
`;
}

export const portfolioKind: AppKind = {
  id: 'portfolio',
  keywords:
    /(?<!\p{L})(portfolios?|photographes?|photographers?|book photo|(?<!blog.*)galeries? (?:de )?photos?|(?<!blog.*)photo galler(?:y|ies)|graphistes?|illustrat(?:eur|rice)s?|illustrators?|showreel|créati(?:f|ve)s?|creatives?|artistes?|artists?)(?!\p{L})/iu,
  appName: { fr: 'Mon Portfolio', en: 'My Portfolio' },
  tagline: { fr: 'Projets, galerie et contact d’une photographe.', en: 'A photographer’s projects, gallery and contact.' },
  page: {
    component: 'PortfolioPage',
    path: { fr: '/portfolio', en: '/portfolio' },
    label: { fr: 'Portfolio', en: 'Portfolio' },
    icon: 'Camera',
  },
  files: (context) => ({
    'src/data/portfolio.ts': data(context),
    'src/components/PortfolioArtwork.tsx': artwork(),
    'src/pages/PortfolioPage.tsx': page(context),
  }),
  summary: {
    fr: 'un portfolio avec une galerie de projets filtrable par catégorie, une visionneuse (précédent, suivant, Échap), un bloc « À propos » et un formulaire de contact vérifié dont les messages sont gardés',
    en: 'a portfolio with a project gallery filtered by category, a lightbox (previous, next, Escape), an About block and a checked contact form whose messages are kept',
  },
};
