import { detectFirstName } from '../../../../common/chat-rules.js';
import type { Attachment, HistoryMessage } from '../../../../common/generation.js';
import { extractFeatures } from './text.js';
import { understandIdea } from './understand-idea.js';

function describeAttachment(file: Attachment): string {
  if (file.entries) {
    return `- **${file.name}** : une archive de ${file.entries.length} fichier${file.entries.length > 1 ? 's' : ''} (${file.entries.slice(0, 6).join(', ')}${file.entries.length > 6 ? '…' : ''}).`;
  }
  if (!file.content) {
    const size = file.size ? ` (${Math.max(1, Math.round(file.size / 1024))} Ko)` : '';
    return `- **${file.name}**${size} : ${file.type === 'image' ? 'une image, que je ne peux pas analyser hors ligne' : 'un fichier que je ne lis pas en texte'}.`;
  }
  // A last line break ends the last line; it does not start another.
  const lines = file.content.replace(/\r?\n$/, '').split(/\r?\n/).length;
  const names = new Set<string>();
  for (const match of file.content.matchAll(
    /\b(?:function\s+([A-Za-z_$][\w$]*)|(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>|class\s+([A-Za-z_$][\w$]*)|def\s+([A-Za-z_]\w*))/g,
  )) {
    names.add(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  names.delete('');
  const list = [...names].slice(0, 8);
  const headings =
    file.content
      .match(/^#{1,3} .+$/gm)
      ?.slice(0, 5)
      .map((h) => h.replace(/^#+ /, '')) ?? [];
  let detail = `${lines} ligne${lines > 1 ? 's' : ''}`;
  if (list.length)
    detail += `, ${names.size} fonction(s) ou classe(s) : ${list.map((n) => `\`${n}\``).join(', ')}${names.size > list.length ? '…' : ''}`;
  else if (headings.length) detail += `, titres : ${headings.join(' · ')}`;
  return `- **${file.name}** : ${detail}.`;
}

/**
 * What Lumi knows about itself, from its own docs (README, /docs): a question about Lumi gets this answer, not an
 * app idea. GitHub and the REST API are not built yet, and the answers say so.
 */
const KNOWLEDGE: { match: RegExp; answer: string }[] = [
  {
    match: /\b(publi\w*|mettre en ligne|en ligne|url|adresse publique|d[ée]ploy\w*|h[ée]berg\w*)/iu,
    answer:
      'Pour **publier** : dans le studio, ouvrez le menu **Publier** puis « Publier sur le web… », choisissez l’adresse et validez. Lumi construit la version web (installable sur un téléphone, elle s’ouvre hors ligne), vérifie qu’aucune clé secrète n’est restée dans le code, puis la met en ligne à une adresse publique à partager. Republier met à jour la même adresse ; « Dépublier » la retire.',
  },
  {
    match: /\b(export\w*|zip|t[ée]l[ée]charg\w*|download|code source|r[ée]cup[ée]rer (?:le|mon) code)/iu,
    answer:
      '**Exporter** (dans le studio) télécharge le code source : un vrai projet Vite que vous lancez avec `npm install` puis `npm run dev`. La page **Builds** fait aussi des versions web, Android et iOS.',
  },
  {
    match: /\b(builds?|apk|android|ios|iphone|application mobile|play store|app store)\b/iu,
    answer:
      'La page **Builds** construit votre projet pour le **web** (un zip prêt à servir), **Android** (un projet Android Studio, ou un APK quand le serveur a le SDK Android) ou **iOS** (un projet Xcode à ouvrir sur un Mac). La progression s’affiche en direct.',
  },
  {
    match: /\b(versions?|restaur\w*|historique|annuler|revenir)/iu,
    answer:
      'Chaque génération et chaque sauvegarde crée une **version** : depuis le studio, vous comparez et restaurez n’importe laquelle ; rien n’est perdu.',
  },
  {
    match: /\b(github|git|d[ée]p[ôo]t|repo)\b/iu,
    answer:
      'La liaison avec **GitHub** (pousser un projet dans un dépôt à votre nom) arrive bientôt. En attendant, exportez le code source en zip.',
  },
  {
    match: /\b(prix|tarifs?|gratuit\w*|payant|pro|enterprise|abonnement|offres?|plans?|combien de projets|limites?|quota)\b/iu,
    answer:
      'L’offre **Gratuite** permet **3 projets** et un nombre limité de requêtes IA par jour (Lumi vous dit quand vous pourrez reprendre) ; **Pro** (29 €/mois) rend les projets illimités ; **Enterprise** est sur devis. Le paiement en ligne arrive bientôt.',
  },
  {
    match: /\b(api|cl[ée]s? api|token)\b/iu,
    answer: 'L’**API REST** publique de Lumi arrive bientôt ; la page /api décrit ce qui est prévu.',
  },
  {
    match: /\b(cl[ée] (?:ia|d'ia|d’ia)|openai|gemini|claude|anthropic|mod[èe]les?|fournisseur|ia hors ligne|sans cl[ée])\b/iu,
    answer:
      'Sans clé, Lumi utilise son **générateur hors ligne** : il sait construire des applications de recettes, tâches, et d’autres sortes courantes, puis les modifier (pages, couleurs, mode sombre). Avec une clé (variable `AI_PROVIDER` : OpenAI, Gemini, Claude ou un serveur compatible), un vrai modèle répond à toutes les demandes.',
  },
];

const QUESTION =
  /\?\s*$|^(comment|combien|pourquoi|quand|o[uù]|est-ce|puis-je|peut-on|quel(?:le)?s?|qu['’]est-ce|how|what|where|when|can i|is it|do you)\b/iu;
const IDEA =
  /\b(application|appli|app|site|plateforme|outil|logiciel|jeu|platform|tool|website|cr[ée]er|faire|build|make|suivi|tracker|boutique|blog|quiz)\b/iu;

/** « Bonjour, je suis Marie, » → the idea that follows. */
function stripIntroduction(text: string): string {
  return text
    .replace(/^\s*(bonjour|salut|hello|hi|hey|coucou|bonsoir)\b[\s,!.]*/iu, '')
    .replace(/^\s*(je suis|je m['’]appelle|my name is|i am|i['’]m)\s+[\p{L}-]+\s*[,.!;]?\s*/iu, '')
    .replace(/^\s*(et\s+)?(je voudrais|je veux|j['’]aimerais|i want to|i would like to|i'd like to)\s+/iu, '')
    .trim();
}

/** The offline assistant's answer in the chat: greets by name, answers questions about Lumi, sums up an idea. */
export function conversationReply(message: string, history: HistoryMessage[], attachments: Attachment[]): string {
  const parts: string[] = [];
  // Greeted by name once, when the user introduces themselves, not on every answer.
  const name = detectFirstName(message);
  const greeting = /^(bonjour|salut|hello|coucou|bonsoir|hey|hi)\b/i.test(message.trim());
  if (name) parts.push(`Bonjour ${name} !`);
  else if (greeting) parts.push('Bonjour ! Je suis Lumi, votre assistant pour créer des applications.');

  if (attachments.length) {
    parts.push(
      `Voici ce que je vois dans ${attachments.length > 1 ? 'vos fichiers' : 'votre fichier'} :\n${attachments.map(describeAttachment).join('\n')}`,
    );
  }

  const idea = stripIntroduction(message);
  const asksAboutLumi = QUESTION.test(message.trim()) && KNOWLEDGE.some((topic) => topic.match.test(message));
  const isIdea = !asksAboutLumi && IDEA.test(idea) && idea.length > 12;
  if (asksAboutLumi) {
    parts.push(
      KNOWLEDGE.filter((topic) => topic.match.test(message))
        .slice(0, 2)
        .map((topic) => topic.answer)
        .join('\n\n'),
    );
  } else if (isIdea) {
    const understood = understandIdea(idea);
    const features = understood.kinds.map((kind) => kind.summary.fr);
    const asked = extractFeatures(idea)
      .filter((feature) => feature.split(/\s+/).length <= 4)
      .slice(0, 3);
    parts.push(
      understood.matched
        ? `Si je comprends bien, vous voulez créer **${understood.name}**${understood.mobile ? ', une application pour téléphone' : ''}.`
        : `Si je comprends bien, vous voulez créer « ${idea.replace(/[.!]+$/u, '')} ». Hors ligne, je ne connais pas encore cette sorte d’application : je commencerai par un tableau de tâches que vous adapterez en discutant, ou configurez un fournisseur d’IA pour une première version sur mesure.`,
    );
    parts.push(
      `Pour une première version, je vous propose :\n${[
        ...features,
        ...asked.map((feature) => `**${feature}**`),
        understood.mobile
          ? 'une navigation par onglets en bas, pensée pour le pouce'
          : 'une mise en page lisible sur téléphone comme sur ordinateur',
      ]
        .map((item) => `- ${item}`)
        .join('\n')}`,
    );
    parts.push(
      `Pour commencer, cliquez sur **Commencer un projet**, ou collez dans le **Générateur IA** : « ${suggestedPrompt(
        understood.kinds.map((kind) => kind.page.label.fr.toLowerCase()),
        asked,
      )} ».`,
    );
  } else {
    const topics = KNOWLEDGE.filter((topic) => topic.match.test(message)).map((topic) => topic.answer);
    if (topics.length) parts.push(topics.slice(0, 2).join('\n\n'));
    else if (!attachments.length && !name && !greeting) {
      parts.push(
        'Je peux vous aider à transformer une idée en application : décrivez-la en quelques phrases (à qui elle sert, ce qu’elle doit faire) et je vous propose une structure et les prochaines étapes. Vous pouvez aussi me poser une question sur Lumi (publier, exporter, versions, offres).',
      );
    }
  }
  if (parts.length === 0 || (!isIdea && !asksAboutLumi && (name || greeting) && !attachments.length)) {
    parts.push('Quelle application aimeriez-vous créer ?');
  }
  void history;
  return parts.join('\n\n');
}

/** « Une application avec recettes et tâches, avec favoris » : short, made of what was understood. */
function suggestedPrompt(pages: string[], asked: string[]): string {
  const list = pages.length > 1 ? `${pages.slice(0, -1).join(', ')} et ${pages.at(-1)}` : pages[0];
  const extras = asked.length ? `, avec ${asked.map((feature) => feature.toLowerCase()).join(', ')}` : '';
  return `Une application de ${list}${extras}`;
}
