import { KINDS } from './kinds/index.js';
import type { AppKind, Lang } from './kinds/kind.js';
import { capitalize, detectColor } from './text.js';

export interface Idea {
  lang: Lang;
  /** The kinds the idea calls for, the leading one first (at most 3). */
  kinds: AppKind[];
  /** False when no kind matched the idea: the app starts from a task board. */
  matched: boolean;
  mobile: boolean;
  /** The app's name: one the idea gives (« Chez Luigi », "called Pulse"), else the leading kind's. */
  name: string;
  accent: string;
  dark: boolean;
}

const FRENCH = /\b(une?|les?|la|des|du|de|et|avec|pour|mon|ma|mes|qui|dans|sur|appli|application|je|veux|o[uù]|à|l'|d')\b|[éèêàçù]/giu;
const ENGLISH = /\b(a|an|the|and|with|for|my|that|which|app|application|i|want|where|to|of|in|on|build|create|make)\b/giu;

/** French unless the idea reads as English: the app, its data and the reply follow. */
export function detectLanguage(idea: string): Lang {
  const french = idea.match(FRENCH)?.length ?? 0;
  const english = idea.match(ENGLISH)?.length ?? 0;
  return english > french ? 'en' : 'fr';
}

/** A name the idea gives: in quotes, or after « appelée / nommée / called / named ». At most 5 words. */
function givenName(idea: string): string | null {
  const quoted = /[«“"]\s*([^»”"]{2,40}?)\s*[»”"]/u.exec(idea)?.[1];
  const called = /\b(?:appel[ée]e?s?|nomm[ée]e?s?|called|named)\s+([\p{Lu}][\p{L}\p{N}'’-]*(?:\s+[\p{Lu}][\p{L}\p{N}'’-]*){0,3})/u.exec(
    idea,
  )?.[1];
  const name = (quoted ?? called)?.trim();
  if (!name || name.split(/\s+/).length > 5) return null;
  return capitalize(name);
}

/** The kinds an idea calls for, best match first; none matched: a to-do list, the most common first app. */
function pickKinds(idea: string): AppKind[] {
  const scored = KINDS.map((kind, order) => ({ kind, order, score: idea.match(new RegExp(kind.keywords.source, 'giu'))?.length ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const kinds = scored
    .map((entry) => entry.kind)
    .filter((kind, index) => index === 0 || !kind.asExtra || kind.asExtra.test(idea))
    .slice(0, 3);
  return kinds.length ? kinds : [KINDS.find((kind) => kind.id === 'todo')!];
}

export function understandIdea(idea: string): Idea {
  const text = idea.replace(/\s+/g, ' ').trim();
  const lang = detectLanguage(text);
  const kinds = pickKinds(text);
  return {
    lang,
    kinds,
    matched: KINDS.some((kind) => kind.keywords.test(text)),
    mobile:
      /\b(app(?:lication|li)?s?\s+(?:pour\s+)?(?:mobile|t[ée]l[ée]phone|smartphone|iphone|android)|mobile\s+app|phone\s+app|iphone\s+app|android\s+app)\b/iu.test(
        text,
      ),
    name: givenName(text) ?? kinds[0]!.nameFor?.(text.toLowerCase(), lang) ?? kinds[0]!.appName[lang],
    accent: detectColor(text) ?? 'indigo',
    dark: /\b(sombre|dark|nuit|night)\b/iu.test(text),
  };
}
