import { DEFAULT_CONVERSATION_TITLE } from '@common/chat-rules';
import type { ChatMessage } from '@common/conversations';
import { deriveTitle } from '@common/derive-project';
import type { CreateProjectInput } from '@common/projects';

const SUMMARY_LIMIT = 2000;

/** The project a conversation turns into: its idea, summed up from what the user wrote, as the first message. */
export function projectFromConversation(title: string, messages: ChatMessage[]): CreateProjectInput | null {
  const ideas = messages.filter((m) => m.type === 'user' && !m.isError).map((m) => m.content.trim().replace(/\s+/g, ' '));
  if (ideas.length === 0) return null;
  const summary = `Idée issue de ma conversation avec Lumi :\n${ideas.map((idea) => `- ${idea}`).join('\n')}`.slice(0, SUMMARY_LIMIT);
  const name = title !== DEFAULT_CONVERSATION_TITLE ? title.replace(/\.\.\.$/, '') : deriveTitle(ideas[0]!);
  return {
    title: name.slice(0, 200),
    description: ideas[0]!.slice(0, 2000),
    prompt: summary,
    status: 'generating',
    firstMessage: summary,
  };
}
