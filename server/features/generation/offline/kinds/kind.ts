/** The language of the idea: the whole app is written in it. */
export type Lang = 'fr' | 'en';

export interface KindContext {
  lang: Lang;
  /** « Application mobile » ideas: a phone layout with a bottom tab bar. */
  mobile: boolean;
  /**
   * The idea, lower case: a kind may pick a seeded variant from its words (a bakery's counter, a hair salon's
   * services). Its words are never written into the app.
   */
  idea: string;
}

/**
 * One kind of app the offline generator knows how to build for real: its page (with state, data kept in
 * `src/lib/storage.ts`, seeded data in the idea's language) and the words of an idea that call for it.
 */
export interface AppKind {
  id: string;
  /** Words of an idea (French or English) that call for this kind; each match counts towards it. */
  keywords: RegExp;
  /**
   * When set, the kind joins another leading kind only if this matches too: « les ventes de ma boulangerie » is the
   * context of a dashboard, not a call for the bakery's own site.
   */
  asExtra?: RegExp;
  /** The app's name when this kind leads and the idea names none (at most 4 words). */
  appName: Record<Lang, string>;
  /** A name that fits the trade the idea names (« Ma Boulangerie »), over `appName`; null when none fits. */
  nameFor?: (idea: string, lang: Lang) => string | null;
  /** One sentence under the name. */
  tagline: Record<Lang, string>;
  /** Its page: `src/pages/{component}.tsx`, at `path` (or `/` when it leads), in the menu as `label`. */
  page: { component: string; path: Record<Lang, string>; label: Record<Lang, string>; icon: string };
  /** The page and what it needs (data, components), by path under `src/`. */
  files: (context: KindContext) => Record<string, string>;
  /**
   * The packages its files import beyond react, react-router-dom and lucide-react, with the range package.json
   * asks for (the version installed with Lumi satisfies it, so the preview runs it offline).
   */
  dependencies?: Record<string, string>;
  /** What the reply says was built: « une liste de recettes avec fiche, favoris et liste de courses ». */
  summary: Record<Lang, string>;
}

/** Picks the text of the app's language. */
export const tr = (lang: Lang, fr: string, en: string) => (lang === 'fr' ? fr : en);

/** A seed value written once for both languages: `{ fr: 'Pâtes', en: 'Pasta' }`. */
export type Both<T> = { fr: T; en: T };

/** A seed structure with every `Both` pair replaced by one language's value. */
export type Picked<T> = T extends Both<infer V> ? Picked<V> : T extends object ? { [K in keyof T]: Picked<T[K]> } : T;

const isBoth = (value: object): value is Both<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys[0] === 'fr' && keys[1] === 'en';
};

/**
 * Seed data in one language: each item is written once with its French and English words side by side, so the two
 * versions cannot drift apart in shape (an extra field, a missing tag).
 */
export function pick<T>(lang: Lang, value: T): Picked<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => pick(lang, item)) as Picked<T>;
  if (typeof value !== 'object' || value === null) return value as Picked<T>;
  if (isBoth(value)) return pick(lang, value[lang]) as Picked<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(lang, item)])) as Picked<T>;
}
