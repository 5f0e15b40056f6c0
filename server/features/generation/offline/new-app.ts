import { deriveDescription, deriveTitle } from '../../../../common/derive-project.js';
import { fileTag } from '../protocol/write-operations.js';
import {
  appFile,
  blogPage,
  CHAT_PAGE,
  dashboardPage,
  FEATURES_SECTION,
  FOOTER,
  HERO_SECTION,
  homePageFile,
  indexCss,
  LOGIN_PAGE,
  MAIN_TSX,
  navigationFile,
  packageJson,
  sectionPage,
  shopPage,
  siteFile,
  themeFile,
  type SiteContent,
} from './app-templates.js';
import { detectColor, detectSections, extractFeatures, slugify, type Section } from './text.js';

const DEFAULT_FEATURES: Record<Section | 'base', { title: string; description: string }> = {
  base: { title: 'Simple à utiliser', description: 'Une interface claire, pensée pour le téléphone comme pour l’ordinateur.' },
  auth: { title: 'Comptes personnels', description: 'Chacun se connecte et retrouve ses informations.' },
  dashboard: { title: 'Tableau de bord', description: 'Les chiffres importants en un coup d’œil.' },
  blog: { title: 'Blog', description: 'Des articles pour partager les nouvelles.' },
  shop: { title: 'Boutique en ligne', description: 'Un catalogue, un panier et des prix clairs.' },
  chat: { title: 'Messagerie', description: 'Des échanges en direct entre les membres.' },
};

const FEATURE_DESCRIPTIONS = [
  'Pensé pour aller à l’essentiel, en quelques clics.',
  'Toujours à jour, sur tous vos appareils.',
  'Personnalisable selon vos besoins.',
  'Rapide, clair et agréable à utiliser.',
  'Vos données restent organisées et faciles à retrouver.',
  'Disponible à tout moment, même sur mobile.',
];

/** "Une application de recettes avec favoris" → "Application de recettes": the noun phrase before its details. */
function appName(prompt: string): string {
  const phrase = /^\s*(?:je veux\s+|i want\s+)?(?:une?|le|la|mon|ma|a|an|the|my)\s+(.+?)\s+(?:avec|with|pour|for|qui|that|où|where)\b/iu.exec(prompt)?.[1];
  if (phrase && phrase.length <= 40 && !/cr[ée]er|create/i.test(phrase)) return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  return deriveTitle(prompt);
}

function siteContent(prompt: string, sections: Section[]): SiteContent {
  const name = appName(prompt);
  const extracted = extractFeatures(prompt).map((title, i) => ({ title, description: FEATURE_DESCRIPTIONS[i % FEATURE_DESCRIPTIONS.length]! }));
  const fallback = [...sections.map((s) => DEFAULT_FEATURES[s]), DEFAULT_FEATURES.base];
  const features = [...extracted, ...fallback.filter((f) => !extracted.some((e) => e.title === f.title))].slice(0, 6);
  const description = deriveDescription(prompt);
  return {
    name,
    tagline: description.length > 12 ? description : `${name}, simplement.`,
    description: `Tout ce qu’il faut pour ${name.toLowerCase()}, réuni dans une seule application.`,
    features,
  };
}

function productsFor(prompt: string): { name: string; price: number }[] {
  const base = extractFeatures(prompt).filter((f) => f.length <= 30);
  const names = base.length >= 3 ? base : ['Création artisanale', 'Coffret découverte', 'Édition limitée', 'Carte cadeau'];
  return names.slice(0, 6).map((name, i) => ({ name, price: 12 + i * 7.5 }));
}

export interface GeneratedApp {
  files: Record<string, string>;
  name: string;
  sections: Section[];
}

/** A complete app from a prompt: the spec's starter files plus a page per keyword section. */
export function generateNewApp(prompt: string): GeneratedApp {
  const sections = detectSections(prompt);
  const site = siteContent(prompt, sections);
  const accent = detectColor(prompt) ?? 'indigo';
  const dark = /\b(sombre|dark|nuit|night)\b/i.test(prompt);
  const first = sections[0];
  const files: Record<string, string> = {
    'package.json': packageJson(slugify(site.name), site.tagline),
    'src/main.tsx': MAIN_TSX,
    'src/index.css': indexCss(site.name),
    'src/theme.ts': themeFile(accent, dark),
    'src/data/site.ts': siteFile(site),
    'src/App.tsx': appFile(sections),
    'src/components/Navigation.tsx': navigationFile(sections),
    'src/components/HeroSection.tsx': HERO_SECTION,
    'src/components/FeaturesSection.tsx': FEATURES_SECTION,
    'src/components/Footer.tsx': FOOTER,
    'src/pages/HomePage.tsx': homePageFile(first ? { to: sectionPage(first).path, label: sectionPage(first).label } : undefined),
  };
  for (const section of sections) {
    const path = `src/pages/${sectionPage(section).component}.tsx`;
    if (section === 'auth') files[path] = LOGIN_PAGE;
    if (section === 'dashboard') files[path] = dashboardPage(site.name);
    if (section === 'blog') files[path] = blogPage(site.name);
    if (section === 'shop') files[path] = shopPage(productsFor(prompt));
    if (section === 'chat') files[path] = CHAT_PAGE;
  }
  return { files, name: site.name, sections };
}

const SECTION_LABELS: Record<Section, string> = {
  auth: 'une page de connexion',
  dashboard: 'un tableau de bord',
  blog: 'un blog',
  shop: 'une boutique avec panier',
  chat: 'une messagerie',
};

/** The reply text around the files, in the protocol's tags. */
export function newAppReply(prompt: string): string {
  const app = generateNewApp(prompt);
  const extras = app.sections.map((s) => SECTION_LABELS[s]);
  const intro =
    `Je crée **${app.name}** : une application React + TypeScript avec une page d’accueil, une section fonctionnalités` +
    (extras.length ? `, ${extras.join(', ')}` : '') +
    '. Les couleurs sont dans `src/theme.ts` et les textes dans `src/data/site.ts`.\n\n';
  const body = Object.entries(app.files)
    .map(([path, content]) => fileTag(path, content))
    .join('');
  const outro =
    '\nC’est prêt ! Vous pouvez me demander par exemple : « ajoute une page contact », « change la couleur en vert », « passe en mode sombre » ou « ajoute une section témoignages ».';
  return intro + body + outro;
}
