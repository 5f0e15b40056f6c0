import { BRAND } from './brand.js';

/** The spec's chat constants. */
export const CHAT_TITLE_LENGTH = 50;
export const DEFAULT_CONVERSATION_TITLE = 'Nouvelle conversation';
export const CHAT_ATTACHMENT_LIMITS = { maxFiles: 3, maxMb: 5 } as const;
export const COMPONENT_ATTACHMENT_LIMITS = { maxFiles: 5, maxMb: 10 } as const;
export const ATTACHMENT_PREVIEW_LENGTH = 200;

/** Accepted attachments: images, text, md, txt, js, jsx, ts, tsx, py, java, cpp, css, html, json, xml, zip, rar. */
export const ACCEPTED_EXTENSIONS = [
  'txt',
  'md',
  'js',
  'jsx',
  'ts',
  'tsx',
  'py',
  'java',
  'cpp',
  'css',
  'html',
  'json',
  'xml',
  'zip',
  'rar',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
] as const;
export const ACCEPT_ATTRIBUTE = `image/*,text/*,${ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',')}`;

export type AttachmentKind = 'image' | 'text' | 'code' | 'archive' | 'other';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a file claims to be, from its name (the server then checks the bytes). */
export function kindFromName(name: string): AttachmentKind {
  const ext = extensionOf(name);
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'].includes(ext)) return 'image';
  if (['txt', 'md'].includes(ext)) return 'text';
  if (['js', 'jsx', 'ts', 'tsx', 'py', 'java', 'cpp', 'css', 'html', 'json', 'xml'].includes(ext)) return 'code';
  if (['zip', 'rar'].includes(ext)) return 'archive';
  return 'other';
}

export function isAcceptedName(name: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export const limitMessages = (limits: { maxFiles: number; maxMb: number }) => ({
  tooMany: { title: 'Limite de fichiers dépassée', description: `Maximum ${limits.maxFiles} fichiers autorisés` },
  tooLarge: { title: 'Fichier trop volumineux', description: `Taille maximale: ${limits.maxMb}MB` },
});

/** "je suis Camille" → Camille, accepted only for 2 to 19 letters (spec). */
export function detectFirstName(text: string): string | null {
  const match =
    /\bje (?:suis|m'appelle|m’appelle)\s+([\p{L}-]+)/iu.exec(text) ??
    /\bmy name is\s+([\p{L}-]+)/iu.exec(text) ??
    /\b(?:I am|I['’]m)\s+(\p{Lu}[\p{L}-]+)/u.exec(text);
  const name = match?.[1];
  if (!name || !/^\p{L}{2,19}$/u.test(name)) return null;
  if (
    /^(un|une|le|la|en|très|pas|ici|là|content|contente|développeur|développeuse|perdu|perdue|nouveau|nouvelle|désolé|désolée)$/i.test(name)
  )
    return null;
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

export type Tone = 'professional' | 'friendly' | 'technical' | 'coach';

const TONE_KEYWORDS: Record<Exclude<Tone, 'friendly'>, RegExp> = {
  professional:
    /\b(entreprise|société|client(?:s|e)?|business|professionnel(?:le)?s?|chiffre d'affaires|stratégie|marché|rentabilité|équipe commerciale|b2b|devis|facturation)\b/giu,
  technical:
    /\b(api|code|typescript|javascript|react|serveur|backend|frontend|base de données|sql|déploiement|architecture|algorithme|framework|endpoint|composant|hook)\b/giu,
  coach:
    /\b(motivation|motivé(?:e)?|apprendre|objectif(?:s)?|progresser|débutant(?:e)?|conseil(?:s)?|confiance|accompagnement|étape par étape|perdu(?:e)?|aide-moi)\b/giu,
};

/** The welcome tone: the kind of keyword the user used most in past messages; friendly by default and on ties. */
export function detectTone(pastUserMessages: string[]): Tone {
  const text = pastUserMessages.join('\n');
  let best: Tone = 'friendly';
  let bestCount = 0;
  let tie = false;
  for (const tone of Object.keys(TONE_KEYWORDS) as (keyof typeof TONE_KEYWORDS)[]) {
    const count = text.match(TONE_KEYWORDS[tone])?.length ?? 0;
    if (count > bestCount) {
      best = tone;
      bestCount = count;
      tie = false;
    } else if (count === bestCount && count > 0) tie = true;
  }
  return tie ? 'friendly' : best;
}

export function welcomeMessage(tone: Tone, firstName: string | null): string {
  const hello = firstName ? `Bonjour ${firstName}` : 'Bonjour';
  switch (tone) {
    case 'professional':
      return `${hello}. Je suis ${BRAND}, votre assistant pour concevoir des applications. Décrivez votre besoin métier : je vous propose une structure, les fonctionnalités clés et les prochaines étapes.`;
    case 'technical':
      return `${hello} ! Je suis ${BRAND}. Parlons architecture, composants React, API ou données : décrivez ce que vous voulez construire et je détaille une approche concrète.`;
    case 'coach':
      return `${hello} ! Je suis ${BRAND}, et je vous accompagne pas à pas. Pas besoin de savoir coder : racontez-moi votre idée, on avance ensemble, une étape à la fois.`;
    case 'friendly':
      return `${hello} ! Je suis ${BRAND}. Vous avez une idée d'application ? Racontez-la-moi en quelques mots et on la construit ensemble.`;
  }
}

/** After the 3rd message, the title is the first 50 characters of the user's first message, plus '...' if longer. */
export function conversationTitle(messages: { type: string; content: string }[], current: string): string {
  if (current !== DEFAULT_CONVERSATION_TITLE || messages.length < 3) return current;
  const first = messages
    .find((m) => m.type === 'user')
    ?.content.trim()
    .replace(/\s+/g, ' ');
  if (!first) return current;
  return first.length > CHAT_TITLE_LENGTH ? `${first.slice(0, CHAT_TITLE_LENGTH)}...` : first;
}

export const CHAT_DIFFICULTY_MESSAGE =
  'Désolé, je rencontre une difficulté technique temporaire. Pouvez-vous reformuler votre question ou réessayer dans un instant ?';
