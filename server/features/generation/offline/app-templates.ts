import { cssComment, jsonText, jsxText, tsString } from './escape.js';
import type { Section } from './text.js';

/**
 * File templates of the offline generator: a real React + TypeScript + Tailwind app (react-router-dom
 * with a HashRouter, which works inside the sandboxed preview frame). Colours live in src/theme.ts and
 * the texts in src/data/site.ts, so later requests change one small file through an edit.
 */

export interface SiteContent {
  name: string;
  tagline: string;
  description: string;
  features: { title: string; description: string }[];
}

export const THEME_KEYS = [
  'accent',
  'mode',
  'page',
  'surface',
  'card',
  'navBar',
  'heading',
  'muted',
  'button',
  'buttonSecondary',
  'accentText',
  'accentSoft',
  'ring',
  'gradient',
  'bar',
  'input',
] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** Literal class strings (Tailwind only sees classes written out in full). */
export function themeValues(accent: string, dark: boolean): Record<ThemeKey, string> {
  return {
    accent,
    mode: dark ? 'sombre' : 'clair',
    page: dark ? 'bg-slate-950 text-slate-100' : 'bg-white text-slate-900',
    surface: dark ? 'bg-slate-900' : 'bg-slate-50',
    card: dark ? 'bg-slate-900 border border-slate-800' : 'bg-white border border-slate-200',
    navBar: dark ? 'bg-slate-950/90 border-b border-slate-800' : 'bg-white/90 border-b border-slate-200',
    heading: dark ? 'text-white' : 'text-slate-900',
    muted: dark ? 'text-slate-400' : 'text-slate-600',
    button: `bg-${accent}-600 hover:bg-${accent}-700 text-white`,
    buttonSecondary: dark ? 'border border-slate-700 hover:bg-slate-800' : 'border border-slate-300 hover:bg-slate-100',
    accentText: dark ? `text-${accent}-400` : `text-${accent}-600`,
    accentSoft: dark ? `bg-${accent}-950 text-${accent}-300` : `bg-${accent}-50 text-${accent}-700`,
    ring: `focus:ring-2 focus:ring-${accent}-500`,
    gradient: `from-${accent}-600 to-${accent}-400`,
    bar: dark ? `bg-${accent}-400` : `bg-${accent}-500`,
    input: dark
      ? 'border border-slate-700 bg-slate-900 text-slate-100 placeholder:text-slate-500'
      : 'border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400',
  };
}

export function themeLine(key: ThemeKey, value: string): string {
  return `  ${key}: '${value}',`;
}

export function themeFile(accent: string, dark: boolean): string {
  const values = themeValues(accent, dark);
  return `/** Couleurs de l'application : changer ce fichier change tout le site. */
export const theme = {
${THEME_KEYS.map((key) => themeLine(key, values[key])).join('\n')}
};
`;
}

export function siteFile(site: SiteContent): string {
  return `export const site = {
  name: ${tsString(site.name)},
  tagline: ${tsString(site.tagline)},
  description: ${tsString(site.description)},
};

export const features = [
${site.features.map((f) => `  { title: ${tsString(f.title)}, description: ${tsString(f.description)} },`).join('\n')}
];
`;
}

/**
 * The project's package.json; `description` is the user's words, written as JSON. `extra`: what the app's pages
 * import beyond the shell's packages.
 */
export function packageJson(slug: string, description: string, extra: Record<string, string> = {}): string {
  return `${jsonText({
    name: slug,
    description,
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build' },
    dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-router-dom': '^7.0.0', 'lucide-react': '^1.0.0', ...extra },
    devDependencies: {
      vite: '^7.0.0',
      '@vitejs/plugin-react': '^5.0.0',
      tailwindcss: '^4.0.0',
      '@tailwindcss/vite': '^4.0.0',
      typescript: '^5.8.0',
    },
  })}\n`;
}

export const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

export function indexCss(name: string): string {
  return `@import 'tailwindcss';

${cssComment(`Styles globaux de ${name}`)}
html {
  scroll-behavior: smooth;
}

body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
`;
}

const SECTION_PAGES: Record<Section, { component: string; path: string; label: string }> = {
  auth: { component: 'LoginPage', path: '/connexion', label: 'Connexion' },
  dashboard: { component: 'DashboardPage', path: '/tableau-de-bord', label: 'Tableau de bord' },
  blog: { component: 'BlogPage', path: '/blog', label: 'Blog' },
  shop: { component: 'ShopPage', path: '/boutique', label: 'Boutique' },
  chat: { component: 'ChatPage', path: '/messages', label: 'Messages' },
};

export function sectionPage(section: Section) {
  return SECTION_PAGES[section];
}

export function appFile(sections: Section[]): string {
  const imports = sections.map((s) => `import ${SECTION_PAGES[s].component} from './pages/${SECTION_PAGES[s].component}';`);
  const routes = sections.map((s) => `            <Route path="${SECTION_PAGES[s].path}" element={<${SECTION_PAGES[s].component} />} />`);
  return `import { HashRouter, Route, Routes } from 'react-router-dom';
import Footer from './components/Footer';
import Navigation from './components/Navigation';
import HomePage from './pages/HomePage';
${imports.join('\n')}${imports.length ? '\n' : ''}import { theme } from './theme';

export default function App() {
  return (
    <HashRouter>
      <div className={\`min-h-screen flex flex-col \${theme.page}\`}>
        <Navigation />
        <main className="flex-1">
          <Routes>
            <Route path="/" element={<HomePage />} />
${routes.join('\n')}${routes.length ? '\n' : ''}            <Route path="*" element={<HomePage />} />
          </Routes>
        </main>
        <Footer />
      </div>
    </HashRouter>
  );
}
`;
}

export function navigationFile(sections: Section[]): string {
  const links = sections.map((s) => `  { to: '${SECTION_PAGES[s].path}', label: '${SECTION_PAGES[s].label}' },`);
  return `import { Menu, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { site } from '../data/site';
import { theme } from '../theme';

const links = [
  { to: '/', label: 'Accueil' },
${links.join('\n')}${links.length ? '\n' : ''}];

export default function Navigation() {
  const [open, setOpen] = useState(false);
  return (
    <header className={\`sticky top-0 z-10 backdrop-blur \${theme.navBar}\`}>
      <nav className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <NavLink to="/" className="flex items-center gap-2 font-bold">
          <Sparkles className={\`h-5 w-5 \${theme.accentText}\`} aria-hidden="true" />
          {site.name}
        </NavLink>
        <button type="button" className="md:hidden" onClick={() => setOpen(!open)} aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}>
          {open ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
        <ul className={\`\${open ? 'flex' : 'hidden'} absolute left-0 right-0 top-full flex-col gap-1 p-4 md:static md:flex md:flex-row md:p-0 \${theme.navBar} md:border-0 md:bg-transparent\`}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) => \`block rounded-lg px-3 py-2 text-sm font-medium \${isActive ? theme.accentSoft : theme.muted}\`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
`;
}

export const HERO_SECTION = `import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { site } from '../data/site';
import { theme } from '../theme';

export default function HeroSection({ cta }: { cta?: { to: string; label: string } }) {
  return (
    <section className={\`bg-gradient-to-br \${theme.gradient} text-white\`}>
      <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">{site.name}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90 md:text-xl">{site.tagline}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#fonctionnalites" className="rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 shadow hover:bg-white/90">
            Découvrir
          </a>
          {cta ? (
            <Link to={cta.to} className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-5 py-3 font-semibold hover:bg-white/10">
              {cta.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
`;

export const FEATURES_SECTION = `import { CheckCircle2 } from 'lucide-react';
import { features, site } from '../data/site';
import { theme } from '../theme';

export default function FeaturesSection() {
  return (
    <section id="fonctionnalites" className={\`py-16 md:py-24 \${theme.surface}\`}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>Fonctionnalités</h2>
        <p className={\`mx-auto mt-3 max-w-2xl text-center \${theme.muted}\`}>{site.description}</p>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <article key={feature.title} className={\`rounded-2xl p-6 shadow-sm \${theme.card}\`}>
              <CheckCircle2 className={\`h-8 w-8 \${theme.accentText}\`} aria-hidden="true" />
              <h3 className={\`mt-4 text-lg font-semibold \${theme.heading}\`}>{feature.title}</h3>
              <p className={\`mt-2 text-sm \${theme.muted}\`}>{feature.description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
`;

export const FOOTER = `import { site } from '../data/site';
import { theme } from '../theme';

export default function Footer() {
  return (
    <footer className={\`border-t py-8 text-center text-sm \${theme.muted}\`}>
      <p>
        © {new Date().getFullYear()} {site.name}. Tous droits réservés.
      </p>
    </footer>
  );
}
`;

export function homePageFile(cta?: { to: string; label: string }): string {
  return `import FeaturesSection from '../components/FeaturesSection';
import HeroSection from '../components/HeroSection';

export default function HomePage() {
  return (
    <>
      <HeroSection${cta ? ` cta={{ to: '${cta.to}', label: ${tsString(cta.label)} }}` : ''} />
      <FeaturesSection />
    </>
  );
}
`;
}

export const LOGIN_PAGE = `import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { theme } from '../theme';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@') || password.length < 8) {
      setMessage('Indiquez un email valide et un mot de passe d’au moins 8 caractères.');
      return;
    }
    setMessage(\`Bienvenue, \${email.split('@')[0]} !\`);
  };

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className={\`rounded-2xl p-8 shadow-sm \${theme.card}\`}>
        <h1 className={\`flex items-center gap-2 text-2xl font-bold \${theme.heading}\`}>
          <LogIn className={\`h-6 w-6 \${theme.accentText}\`} aria-hidden="true" />
          Connexion
        </h1>
        <form onSubmit={submit} className="mt-6 space-y-4">
          <label className="block text-sm font-medium">
            Email
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} className={\`mt-1 w-full rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
          </label>
          <label className="block text-sm font-medium">
            Mot de passe
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} className={\`mt-1 w-full rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
          </label>
          <button type="submit" className={\`w-full rounded-lg px-4 py-2 font-semibold \${theme.button}\`}>
            Se connecter
          </button>
        </form>
        {message ? <p className={\`mt-4 text-sm \${theme.muted}\`} role="status">{message}</p> : null}
      </div>
    </section>
  );
}
`;

export function dashboardPage(name: string): string {
  return `import { BarChart3, TrendingUp, Users, Wallet } from 'lucide-react';
import { theme } from '../theme';

const stats = [
  { label: 'Visiteurs ce mois', value: '12 480', change: '+8 %', icon: Users },
  { label: 'Revenus', value: '4 920 €', change: '+12 %', icon: Wallet },
  { label: 'Taux de conversion', value: '3,4 %', change: '+0,6 pt', icon: TrendingUp },
  { label: 'Commandes', value: '318', change: '+5 %', icon: BarChart3 },
];

const months = [
  { month: 'Janv.', value: 42 },
  { month: 'Févr.', value: 55 },
  { month: 'Mars', value: 48 },
  { month: 'Avr.', value: 67 },
  { month: 'Mai', value: 72 },
  { month: 'Juin', value: 88 },
];

export default function DashboardPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className={\`text-3xl font-bold \${theme.heading}\`}>Tableau de bord</h1>
      <p className={\`mt-1 \${theme.muted}\`}>Vue d'ensemble de ${jsxText(name)} (données d'exemple).</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className={\`rounded-2xl p-5 \${theme.card}\`}>
            <div className="flex items-center justify-between">
              <span className={\`text-sm \${theme.muted}\`}>{stat.label}</span>
              <stat.icon className={\`h-5 w-5 \${theme.accentText}\`} aria-hidden="true" />
            </div>
            <p className={\`mt-2 text-2xl font-bold \${theme.heading}\`}>{stat.value}</p>
            <p className="mt-1 text-sm text-emerald-600">{stat.change}</p>
          </div>
        ))}
      </div>
      <div className={\`mt-8 rounded-2xl p-6 \${theme.card}\`}>
        <h2 className={\`font-semibold \${theme.heading}\`}>Activité des six derniers mois</h2>
        <div className="mt-6 flex h-48 items-end gap-3">
          {months.map((m) => (
            <div key={m.month} className="flex flex-1 flex-col items-center gap-2">
              <div className={\`w-full rounded-t-lg \${theme.button}\`} style={{ height: \`\${m.value}%\` }} />
              <span className={\`text-xs \${theme.muted}\`}>{m.month}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
`;
}

export function blogPage(name: string): string {
  return `import { CalendarDays } from 'lucide-react';
import { theme } from '../theme';

const articles = [
  { title: ${tsString(`Bienvenue sur ${name}`)}, date: '12 mars 2025', excerpt: 'Découvrez notre projet, notre équipe et ce qui nous anime au quotidien.' },
  { title: 'Nos premiers pas', date: '28 mars 2025', excerpt: 'Retour sur les premières semaines : ce qui a marché, ce que nous avons appris.' },
  { title: 'Ce qui arrive bientôt', date: '9 avril 2025', excerpt: 'Un aperçu des nouveautés prévues pour les prochains mois.' },
];

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className={\`text-3xl font-bold \${theme.heading}\`}>Blog</h1>
      <div className="mt-8 space-y-6">
        {articles.map((article) => (
          <article key={article.title} className={\`rounded-2xl p-6 \${theme.card}\`}>
            <p className={\`flex items-center gap-2 text-sm \${theme.muted}\`}>
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {article.date}
            </p>
            <h2 className={\`mt-2 text-xl font-semibold \${theme.heading}\`}>{article.title}</h2>
            <p className={\`mt-2 \${theme.muted}\`}>{article.excerpt}</p>
            <button type="button" className={\`mt-4 text-sm font-semibold \${theme.accentText}\`}>
              Lire la suite →
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}
`;
}

export function shopPage(products: { name: string; price: number }[]): string {
  return `import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { theme } from '../theme';

const products = [
${products.map((p, i) => `  { id: ${i + 1}, name: ${tsString(p.name)}, price: ${p.price.toFixed(2)} },`).join('\n')}
];

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export default function ShopPage() {
  const [cart, setCart] = useState<number[]>([]);
  const total = cart.reduce((sum, id) => sum + (products.find((p) => p.id === id)?.price ?? 0), 0);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={\`text-3xl font-bold \${theme.heading}\`}>Boutique</h1>
        <p className={\`flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold \${theme.accentSoft}\`}>
          <ShoppingCart className="h-4 w-4" aria-hidden="true" />
          {cart.length} article(s) · {euros.format(total)}
        </p>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <article key={product.id} className={\`flex flex-col rounded-2xl p-6 \${theme.card}\`}>
            <div className={\`mb-4 h-32 rounded-xl \${theme.accentSoft}\`} />
            <h2 className={\`font-semibold \${theme.heading}\`}>{product.name}</h2>
            <p className={\`mt-1 \${theme.muted}\`}>{euros.format(product.price)}</p>
            <button type="button" onClick={() => setCart([...cart, product.id])} className={\`mt-4 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              Ajouter au panier
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}
`;
}

export const CHAT_PAGE = `import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { theme } from '../theme';

interface Message {
  id: number;
  author: string;
  text: string;
}

export default function ChatPage() {
  const [messages, setMessages] = useState<Message[]>([
    { id: 1, author: 'Camille', text: 'Bonjour à tous ! 👋' },
    { id: 2, author: 'Lucas', text: 'Salut Camille, bienvenue !' },
  ]);
  const [draft, setDraft] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages([...messages, { id: Date.now(), author: 'Vous', text }]);
    setDraft('');
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col px-4 py-12">
      <h1 className={\`text-3xl font-bold \${theme.heading}\`}>Messages</h1>
      <div className={\`mt-6 flex-1 space-y-3 rounded-2xl p-4 \${theme.card}\`}>
        {messages.map((message) => (
          <div key={message.id} className={message.author === 'Vous' ? 'text-right' : ''}>
            <p className={\`text-xs \${theme.muted}\`}>{message.author}</p>
            <p className={\`inline-block rounded-2xl px-4 py-2 \${message.author === 'Vous' ? theme.button : theme.accentSoft}\`}>{message.text}</p>
          </div>
        ))}
      </div>
      <form onSubmit={send} className="mt-4 flex gap-2">
        <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Écrivez un message…" aria-label="Message" className={\`flex-1 rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
        <button type="submit" className={\`rounded-lg px-4 py-2 \${theme.button}\`} aria-label="Envoyer">
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
`;
