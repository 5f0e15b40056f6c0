import { PanelLeft, Rocket, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BRAND } from '@common/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useCreateProject } from '@/lib/projects-api';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt } from '@/lib/ai-quota';
import { ApiRequestError } from '@/lib/api';
import { Composer } from './composer';
import { ConversationSidebar } from './conversation-sidebar';
import { MessageList } from './message-list';
import { projectFromConversation } from './start-project-from-chat';
import { useChat } from './use-chat';

/** /lumi-chat and /lumi-ai (the latter opens new conversations in the technical, "expert" tone). */
export function AssistantPage({ expert = false }: { expert?: boolean }) {
  const chat = useChat({ expert });
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const project = projectFromConversation(chat.messages);

  const startProject = () => {
    if (!project) return;
    createProject.mutate(project, {
      onSuccess: (created) => {
        toast.success('🚀 Projet créé !', { description: 'Ouverture du studio…' });
        navigate(`/dev-studio/${created.id}`);
      },
      onError: (error) => {
        const retryAt = quotaRetryAt(error);
        if (retryAt) toast.error(QUOTA_TITLE, { description: `${quotaMessage(retryAt)} Le projet n'a pas été créé.` });
        else
          toast.error('Erreur de création', {
            description:
              error instanceof ApiRequestError && error.status < 500 && error.status > 0 ? error.message : 'Impossible de créer le projet',
          });
      },
    });
  };

  const sidebar = (
    <ConversationSidebar
      conversations={chat.conversations}
      loading={chat.loading}
      currentId={chat.currentId}
      onOpen={(conversation) => {
        chat.open(conversation);
        setDrawerOpen(false);
      }}
      onNew={() => {
        void chat.startNew();
        setDrawerOpen(false);
      }}
      onDelete={(id) => void chat.remove(id)}
      onSuggestion={(text) => {
        setDrawerOpen(false);
        void chat.send(text);
      }}
    />
  );

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] sm:-mx-6 lg:-mx-8">
      <aside className="hidden w-72 shrink-0 border-r bg-card md:block" aria-label="Conversations">
        {sidebar}
      </aside>
      <section className="flex min-w-0 flex-1 flex-col" aria-label={`Conversation avec ${BRAND}`}>
        <header className="flex items-center gap-2 border-b px-3 py-2 sm:px-6">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Afficher les conversations">
                <PanelLeft aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Conversations">
              <div className="pt-10">{sidebar}</div>
            </SheetContent>
          </Sheet>
          <span className="bg-brand-gradient grid size-8 place-items-center rounded-full text-white" aria-hidden="true">
            <Sparkles className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 font-semibold">
              {BRAND}
              <Badge variant="success">
                <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
                En ligne
              </Badge>
              {expert ? <Badge variant="accent">Mode expert</Badge> : null}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {chat.title}
              {chat.unsaved ? ' · non enregistrée, nouvel essai…' : ''}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={startProject} disabled={!project || createProject.isPending || chat.pending}>
            <Rocket aria-hidden="true" />
            <span className="hidden sm:inline">Commencer un projet</span>
            <span className="sr-only sm:hidden">Commencer un projet</span>
          </Button>
        </header>
        <MessageList
          messages={chat.messages}
          queued={chat.queued}
          streaming={chat.streaming}
          pending={chat.pending}
          onRetry={(id) => void chat.retry(id)}
          onRetryQueued={chat.retryQueued}
        />
        <Composer disabled={!chat.currentId} pending={chat.pending} onSend={chat.send} onStop={chat.stop} />
      </section>
    </div>
  );
}
