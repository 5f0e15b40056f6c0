/** Small text helpers of the offline generator: French-first, deterministic, no model. */

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'mon-application'
  );
}

/** PascalCase identifier from any words ("à propos" → "APropos"). */
export function componentName(text: string): string {
  const name = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => capitalize(word.toLowerCase()))
    .join('');
  return /^[A-Z]/.test(name) ? name : `Page${name}`;
}

const STOP_PHRASES = /^(je veux|j'aimerais|je voudrais|i want|i would like|please|merci|svp|créer|create|faire|build|make)\b/i;

/**
 * The features a prompt asks for: the phrases after "avec", "with", "pour", split on commas and "et"/"and".
 * "une app de recettes avec favoris, liste de courses et partage" → Favoris, Liste de courses, Partage.
 */
export function extractFeatures(prompt: string): string[] {
  const clean = prompt.replace(/\s+/g, ' ').trim();
  const after = /\b(?:avec|with|qui permet(?:te)? de|permettant de|including|incluant)\b(.+)/i.exec(clean)?.[1] ?? '';
  const phrases = after
    .split(/,|;|\.|\bet\b|\band\b|\bainsi que\b|\bplus\b/i)
    .map((p) =>
      p
        .replace(STOP_PHRASES, '')
        .replace(/^(des|les|la|le|l'|un|une|de|du|d'|a|an|the)\s+/i, '')
        .trim(),
    )
    .filter((p) => p.length >= 3 && p.length <= 60);
  return [...new Set(phrases.map(capitalize))].slice(0, 6);
}

export type Section = 'auth' | 'dashboard' | 'blog' | 'shop' | 'chat';

const SECTION_KEYWORDS: Record<Section, RegExp> = {
  auth: /\b(connexion|se connecter|login|log in|sign in|inscription|s'inscrire|sign up|authentification|auth|compte|account|utilisateurs?|users?)\b/i,
  dashboard: /\b(tableau de bord|dashboard|statistiques?|stats|analytics|indicateurs?|kpi|suivi des ventes|admin)\b/i,
  blog: /\b(blog|articles?|actualit[ée]s|news|posts?|journal)\b/i,
  shop: /\b(boutique|e-?commerce|shop|store|panier|cart|produits?|products?|vente|vendre|sell|commande|catalogue)\b/i,
  chat: /\b(chat|messagerie|messages?|discussion|conversation|messenger|tchat)\b/i,
};

/** The spec's keyword sections: auth, dashboard, blog, shop and chat. */
export function detectSections(prompt: string): Section[] {
  return (Object.keys(SECTION_KEYWORDS) as Section[]).filter((section) => SECTION_KEYWORDS[section].test(prompt));
}

export const COLORS: Record<string, string> = {
  vert: 'emerald',
  verte: 'emerald',
  green: 'emerald',
  rouge: 'rose',
  red: 'rose',
  bleu: 'blue',
  bleue: 'blue',
  blue: 'blue',
  violet: 'violet',
  violette: 'violet',
  purple: 'violet',
  orange: 'orange',
  rose: 'pink',
  pink: 'pink',
  jaune: 'amber',
  yellow: 'amber',
  turquoise: 'teal',
  teal: 'teal',
  indigo: 'indigo',
  gris: 'slate',
  grey: 'slate',
  gray: 'slate',
  cyan: 'cyan',
};

/** The Tailwind palette named in a message ("en vert", "green"), if any. */
export function detectColor(message: string): string | null {
  for (const word of message
    .toLowerCase()
    .normalize('NFC')
    .split(/[^a-zà-ÿ]+/)) {
    const color = COLORS[word];
    if (color) return color;
  }
  return null;
}
