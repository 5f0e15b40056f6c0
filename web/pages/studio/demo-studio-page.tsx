import { Code2, Download, ExternalLink, Eye, Loader2, MessageSquare, Rocket, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PublishDialog } from '@/features/builds/publish-dialog';
import { CodeViewer } from '@/features/preview/code-viewer';
import { PreviewPanel } from '@/features/preview/preview-panel';
import { PreviewToolbar } from '@/features/preview/preview-toolbar';
import { usePreviewControls } from '@/features/preview/use-preview-controls';
import { cn } from '@/lib/utils';
import { StudioChat } from '@/features/studio/studio-chat';
import { DEMO_TITLE, useDemoStudio } from '@/features/studio/use-demo-studio';

type Pane = 'chat' | 'code' | 'preview';

const paneTabs: { pane: Pane; label: string; icon: typeof Eye }[] = [
  { pane: 'chat', label: 'Chat', icon: MessageSquare },
  { pane: 'code', label: 'Code', icon: Code2 },
  { pane: 'preview', label: 'Aperçu', icon: Eye },
];

/**
 * /studio without a project: the spec's demo studio, made real. Small screens get the three tabs of the
 * studio (Aperçu first); large ones the chat beside the preview or the code.
 */
export function DemoStudioPage() {
  const studio = useDemoStudio();
  const controls = usePreviewControls();
  const [pane, setPane] = useState<Pane>('preview');
  const [view, setView] = useState<'preview' | 'code'>('preview');
  const title = studio.saved?.title ?? DEMO_TITLE;
  const fileCount = Object.keys(studio.files).length;

  const [publishing, setPublishing] = useState<{ id: string; title: string } | null>(null);
  // Publishing needs a project: the demo is saved first (a new version when it changed), then the dialog opens.
  const saveIfNeeded = async () =>
    studio.saved && !studio.isDirty ? { id: studio.saved.id, title: studio.saved.title } : await studio.save();
  const publish = async () => {
    const project = await saveIfNeeded();
    if (project) setPublishing(project);
  };

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] min-h-[32rem] flex-col sm:-mx-6 lg:-mx-8">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-card px-3 py-2 sm:px-4">
        <div className="min-w-0 flex-1 basis-40">
          <h2 className="flex items-center gap-2 truncate font-semibold">
            <span className="truncate">{title}</span>
            <Badge variant="accent">React</Badge>
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {studio.saved ? (
              <>
                {studio.isDirty ? 'Modifications non sauvegardées' : `Sauvegardé · version ${studio.saved.versionNumber}`} ·{' '}
                <Link className="underline underline-offset-2 hover:text-foreground" to={`/studio/${studio.saved.id}`}>
                  Ouvrir le projet
                </Link>
              </>
            ) : (
              'Brouillon : rien n’est enregistré avant « Sauvegarder »'
            )}
          </p>
        </div>
        <PreviewToolbar controls={controls} />
        <div className="flex items-center gap-1.5">
          <Button
            variant="brand"
            size="sm"
            onClick={() => void studio.save()}
            disabled={studio.isSaving || studio.isGenerating}
            aria-label="Sauvegarder"
          >
            {studio.isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            <span className="hidden sm:inline">Sauvegarder</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void studio.exportZip()} disabled={fileCount === 0} aria-label="Exporter">
            <Download aria-hidden="true" />
            <span className="hidden sm:inline">Exporter</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void publish()}
            disabled={fileCount === 0 || studio.isSaving || studio.isGenerating}
            aria-label="Publier"
            title={studio.saved ? 'Publier à une adresse publique' : 'Sauvegarde le projet, puis le publie à une adresse publique'}
          >
            <Rocket aria-hidden="true" />
            <span className="hidden sm:inline">Publier</span>
          </Button>
        </div>
      </div>

      <div role="tablist" aria-label="Vue du studio" className="flex border-b bg-card lg:hidden">
        {paneTabs.map(({ pane: value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={pane === value}
            onClick={() => setPane(value)}
            className={cn(
              'flex flex-1 items-center justify-center gap-1.5 border-b-2 border-transparent py-2 text-sm text-muted-foreground',
              pane === value && 'border-primary font-medium text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>

      <div className="min-h-0 flex-1 lg:grid lg:grid-cols-[minmax(20rem,30%)_minmax(0,1fr)]">
        <StudioChat
          className={cn('h-full border-r', pane !== 'chat' && 'hidden', 'lg:flex')}
          messages={studio.messages}
          isGenerating={studio.isGenerating}
          onSend={(message) => void studio.send(message)}
          fileCount={fileCount}
          title={title}
          welcome={`Bonjour ! Je suis ${BRAND}. Décrivez l'application que vous voulez : je remplace cet exemple par la vôtre, puis je la modifie à chaque message.`}
        />
        <div className={cn('flex h-full min-h-0 min-w-0 flex-col gap-2 p-2', pane === 'chat' && 'hidden', 'lg:flex')}>
          <div role="tablist" aria-label="Aperçu ou code" className="hidden items-center gap-1 lg:flex">
            {(['preview', 'code'] as const).map((value) => (
              <Button
                key={value}
                role="tab"
                aria-selected={view === value}
                variant="ghost"
                size="sm"
                className={cn(view === value && 'bg-accent text-accent-foreground hover:bg-accent')}
                onClick={() => setView(value)}
              >
                {value === 'preview' ? <Eye aria-hidden="true" /> : <Code2 aria-hidden="true" />}
                {value === 'preview' ? 'Aperçu' : 'Code'}
              </Button>
            ))}
            {studio.saved ? (
              <Button asChild variant="ghost" size="sm" className="ml-auto">
                <Link to={`/studio/${studio.saved.id}`}>
                  <ExternalLink aria-hidden="true" />
                  Projet sauvegardé
                </Link>
              </Button>
            ) : null}
          </div>
          <PreviewPanel
            className={cn('min-h-0 flex-1', pane !== 'preview' && 'max-lg:hidden', view !== 'preview' && 'lg:hidden')}
            files={studio.files}
            generationId={studio.generationId}
            isGenerating={studio.isGenerating}
            onFix={studio.fix}
            fixUnavailable={studio.quotaNotice}
            controls={controls}
          />
          <CodeViewer
            className={cn('min-h-0 flex-1', pane !== 'code' && 'max-lg:hidden', view !== 'code' && 'lg:hidden')}
            files={studio.files}
          />
        </div>
      </div>
      {publishing ? (
        <PublishDialog
          projectId={publishing.id}
          projectTitle={publishing.title}
          open
          onOpenChange={(open) => !open && setPublishing(null)}
          beforePublish={async () => (await saveIfNeeded()) !== null}
          onFix={(request) => void studio.send(request)}
        />
      ) : null}
    </div>
  );
}
