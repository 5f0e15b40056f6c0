import { MessageSquare, MessageSquarePlus, Trash2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { Conversation } from '@common/conversations';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

const SUGGESTIONS = [
  'J’ai une idée d’application de covoiturage entre collègues',
  'Quelles fonctionnalités pour une boutique en ligne ?',
  'Comment publier mon application ?',
];

export function ConversationSidebar({
  conversations,
  loading,
  currentId,
  onOpen,
  onNew,
  onDelete,
  onSuggestion,
}: {
  conversations: Conversation[];
  loading: boolean;
  currentId: string | null;
  onOpen: (conversation: Conversation) => void;
  onNew: () => void;
  onDelete: (id: string) => void;
  onSuggestion: (text: string) => void;
}) {
  const current = conversations.find((c) => c.id === currentId);
  return (
    <div className="flex h-full flex-col gap-3 p-3">
      <Button variant="brand" onClick={onNew}>
        <MessageSquarePlus aria-hidden="true" />
        Nouvelle conversation
      </Button>
      <Tabs.Root defaultValue="chat" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List className="grid grid-cols-2 rounded-lg bg-muted p-1" aria-label="Vue de la barre latérale">
          {(['chat', 'history'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {value === 'chat' ? 'Chat' : 'Historique'}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="chat" className="mt-3 space-y-3 overflow-y-auto">
          <div className="rounded-lg border bg-card p-3">
            <p className="text-xs text-muted-foreground">Conversation en cours</p>
            <p className="mt-1 text-sm font-medium [overflow-wrap:anywhere]">{current?.title ?? '…'}</p>
          </div>
          <p className="px-1 text-xs font-medium text-muted-foreground">Pour commencer</p>
          <ul className="space-y-2">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onSuggestion(suggestion)}
                  className="w-full rounded-lg border bg-background px-3 py-2 text-left text-sm hover:border-primary/40"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="history" className="mt-3 min-h-0 flex-1 overflow-y-auto">
          {loading ? (
            <div className="space-y-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ) : conversations.length === 0 ? (
            <p className="px-1 text-sm text-muted-foreground">Aucune conversation pour l’instant.</p>
          ) : (
            <ul className="space-y-1" aria-label="Conversations">
              {conversations.map((conversation) => (
                <li
                  key={conversation.id}
                  className={cn('group flex items-center gap-1 rounded-lg', conversation.id === currentId && 'bg-accent')}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(conversation)}
                    className="flex min-w-0 flex-1 items-start gap-2 px-2 py-2 text-left"
                  >
                    <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{conversation.title}</span>
                      <span className="block text-xs text-muted-foreground">{formatDateTime(conversation.updatedAt)}</span>
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    onClick={() => onDelete(conversation.id)}
                    aria-label={`Supprimer la conversation « ${conversation.title} »`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
