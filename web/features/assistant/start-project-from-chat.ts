import { detectFirstName } from '@common/chat-rules';
import type { ChatMessage } from '@common/conversations';
import { deriveTitle } from '@common/derive-project';
import type { CreateProjectInput } from '@common/projects';

const SUMMARY_LIMIT = 2000;

/** « Bonjour, je suis Marie, je voudrais créer… » → « créer… »: greetings and introductions are not the idea. */
function ideaOf(text: string): string {
  return text
    .replace(/^\s*(bonjour|salut|hello|hi|hey|coucou|bonsoir)\b[\s,!.]*/iu, '')
    .replace(/^\s*(je suis|je m['’]appelle|my name is|i am|i['’]m)\s+[\p{L}-]+\s*[,.!;]?\s*/iu, '')
    .replace(/^\s*(et\s+)?(je voudrais|je veux|j['’]aimerais|i want to|i would like to)\s+/iu, '')
    .trim();
}

/** « créer une application pour réserver les salles… » is named from its purpose, not « Application ». */
function titleOf(idea: string): string {
  const title = deriveTitle(idea);
  if (!/^(application|appli|app|site|outil|plateforme|logiciel)$/iu.test(title)) return title;
  const purpose = /\b(?:pour|to|for)\s+(.+?)(?:\s+(?:de mon|de ma|de mes|pour|avec|with|for)\b|[.,;!]|$)/iu.exec(idea)?.[1];
  if (!purpose) return title;
  const words = purpose.split(/\s+/).slice(0, 5).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A message that asks Lumi something, rather than describing the app. */
const isQuestion = (text: string) => /\?\s*$/u.test(text);

/**
 * The project a conversation turns into: the user's descriptions of the app (not the greetings, introductions and
 * questions), named from the first of them, sent as the first message so the generator builds that app.
 */
export function projectFromConversation(messages: ChatMessage[]): CreateProjectInput | null {
  const said = messages.filter((m) => m.type === 'user' && !m.isError).map((m) => m.content.trim().replace(/\s+/g, ' '));
  const ideas = said.map(ideaOf).filter((text) => text.length > 12 && !isQuestion(text) && !(detectFirstName(text) && text.length < 40));
  const kept = ideas.length ? ideas : said.map(ideaOf).filter(Boolean);
  if (kept.length === 0) return null;
  const summary = kept.join('\n').slice(0, SUMMARY_LIMIT);
  return {
    title: titleOf(kept[0]!).slice(0, 200),
    description: kept[0]!.slice(0, 2000),
    prompt: summary,
    status: 'generating',
    firstMessage: summary,
  };
}
