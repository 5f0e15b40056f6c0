import { deriveDescription, deriveProjectType, deriveTitle } from '../../../../common/derive-project.js';
import { detectFirstName } from '../../../../common/chat-rules.js';
import type { Attachment, HistoryMessage } from '../../../../common/generation.js';
import { detectSections, extractFeatures, type Section } from './text.js';

const FEATURE_IDEAS: Record<Section, string> = {
  auth: 'des **comptes utilisateurs** (inscription, connexion, mot de passe oublié)',
  dashboard: 'un **tableau de bord** avec les chiffres clés',
  blog: 'un **blog** pour publier des articles',
  shop: 'un **catalogue avec panier** et un récapitulatif de commande',
  chat: 'une **messagerie** entre les membres',
};

function describeAttachment(file: Attachment): string {
  if (file.entries) {
    return `- **${file.name}** : une archive de ${file.entries.length} fichier${file.entries.length > 1 ? 's' : ''} (${file.entries.slice(0, 6).join(', ')}${file.entries.length > 6 ? '…' : ''}).`;
  }
  if (!file.content) {
    const size = file.size ? ` (${Math.max(1, Math.round(file.size / 1024))} Ko)` : '';
    return `- **${file.name}**${size} : ${file.type === 'image' ? 'une image, que je ne peux pas analyser hors ligne' : 'un fichier que je ne lis pas en texte'}.`;
  }
  const lines = file.content.split(/\r?\n/).length;
  const names = new Set<string>();
  for (const match of file.content.matchAll(/\b(?:function\s+([A-Za-z_$][\w$]*)|(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>|class\s+([A-Za-z_$][\w$]*)|def\s+([A-Za-z_]\w*))/g)) {
    names.add(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  names.delete('');
  const list = [...names].slice(0, 8);
  const headings = file.content.match(/^#{1,3} .+$/gm)?.slice(0, 5).map((h) => h.replace(/^#+ /, '')) ?? [];
  let detail = `${lines} ligne${lines > 1 ? 's' : ''}`;
  if (list.length) detail += `, ${names.size} fonction(s) ou classe(s) : ${list.map((n) => `\`${n}\``).join(', ')}${names.size > list.length ? '…' : ''}`;
  else if (headings.length) detail += `, titres : ${headings.join(' · ')}`;
  return `- **${file.name}** : ${detail}.`;
}

const HELP_TOPICS: { match: RegExp; answer: string }[] = [
  { match: /\b(export|zip|télécharg|download)/i, answer: 'Depuis le studio, **Exporter** télécharge le code source de votre projet dans une archive zip.' },
  { match: /\b(publi|en ligne|url|déplo|deploy|héberg)/i, answer: 'Une fois votre projet sauvegardé, **Publier** le met en ligne à une adresse publique que vous pouvez partager.' },
  { match: /\b(version|restaur|historique|annuler)/i, answer: 'Chaque génération et chaque sauvegarde crée une **version** : vous pouvez revenir à n’importe laquelle depuis le studio.' },
  { match: /\b(github|git|dépôt|repo)/i, answer: 'Vous pouvez lier votre compte **GitHub** depuis votre profil, puis pousser un projet dans un dépôt à votre nom.' },
  { match: /\b(prix|tarif|gratuit|pro|abonnement)/i, answer: 'L’offre **Gratuite** permet 3 projets ; **Pro** (29 €/mois) les rend illimités, avec une IA avancée.' },
];

/** The offline assistant's answer in the chat: restate the idea, propose features and next steps. */
export function conversationReply(message: string, history: HistoryMessage[], attachments: Attachment[]): string {
  const parts: string[] = [];
  const pastUser = [...history.filter((m) => m.role === 'user').map((m) => m.content), message].join('\n');
  // Greeted by name once, when the user introduces themselves, not on every answer.
  const name = detectFirstName(message);
  const greeting = /^(bonjour|salut|hello|coucou|bonsoir|hey|hi)\b/i.test(message.trim());
  if (name) parts.push(`Enchanté, ${name} !`);
  else if (greeting) parts.push('Bonjour ! Je suis Lumi, votre assistant pour créer des applications.');

  if (attachments.length) {
    parts.push(`Voici ce que je vois dans ${attachments.length > 1 ? 'vos fichiers' : 'votre fichier'} :\n${attachments.map(describeAttachment).join('\n')}`);
  }

  const isIdea = /\b(application|appli|app|site|plateforme|outil|logiciel|jeu|platform|tool|website|créer|faire|build|make)\b/i.test(message) && message.length > 25;
  if (isIdea) {
    const title = deriveTitle(message);
    const type = deriveProjectType(message);
    const sections = detectSections(pastUser);
    const features = extractFeatures(message);
    const proposals = [
      ...features.slice(0, 4).map((f) => `**${f}**`),
      ...sections.map((s) => FEATURE_IDEAS[s]),
      type === 'mobile' ? 'une navigation par onglets pensée pour le pouce' : 'une page d’accueil claire qui présente l’essentiel',
      'un design responsive, lisible sur téléphone comme sur ordinateur',
    ];
    parts.push(`Si je comprends bien, vous voulez créer **${title}** : ${deriveDescription(message)}`);
    parts.push(`Je vous propose :\n${[...new Set(proposals)].slice(0, 6).map((p) => `- ${p}`).join('\n')}`);
    parts.push(
      'Prochaines étapes :\n1. Ouvrez le **Générateur IA** (ou la boîte à idées de l’accueil) et collez cette description.\n2. Lumi crée le projet et son code ; vous le voyez dans l’aperçu.\n3. Affinez en discutant dans le studio : « ajoute une page contact », « change la couleur en vert »…',
    );
  } else {
    const topics = HELP_TOPICS.filter((t) => t.match.test(message)).map((t) => t.answer);
    if (topics.length) parts.push(topics.join('\n\n'));
    else if (!attachments.length && !name && !greeting) {
      parts.push(
        'Je peux vous aider à transformer une idée en application : décrivez-la en quelques phrases (à qui elle sert, ce qu’elle doit faire) et je vous propose une structure et les prochaines étapes.',
      );
    }
  }
  if (parts.length === 0 || (!isIdea && (name || greeting) && !attachments.length)) {
    parts.push('Quelle application aimeriez-vous créer ?');
  }
  return parts.join('\n\n');
}
