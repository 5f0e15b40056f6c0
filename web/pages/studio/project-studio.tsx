import { AlertTriangle, Code2, Download, Eye, History, Loader2, MessageSquare, Save } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { BRAND } from '@common/brand';
import { isBinaryPath, isDataUrl } from '@common/assets';
import { frameworkSchema, PROJECT_LIMITS, type ProjectDetail } from '@common/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/app/use-auth';
import { GithubMenu } from '@/features/github/github-menu';
import { FRAMEWORK_LABELS } from '@/lib/project-options';
import { PreviewPanel } from '@/features/preview/preview-panel';
import { PreviewToolbar } from '@/features/preview/preview-toolbar';
import { usePreviewControls, type PreviewControls } from '@/features/preview/use-preview-controls';
import { apiDownload, ApiRequestError } from '@/lib/api';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { AssetView, readUpload } from '@/features/studio/asset-view';
import { FileTree } from '@/features/studio/file-tree';
import { PublishMenu } from './publish-menu';
import { StudioChat } from '@/features/studio/studio-chat';
import { useProjectStudio, type ProjectStudio } from '@/features/studio/use-project-studio';
import { VersionsPanel } from '@/features/studio/versions-panel';

const CodeEditor = lazy(() => import('@/features/studio/code-editor'));
/** The editor loads after the preview's first frame, or after this long at most. */
const EDITOR_AT_LATEST_MS = 4000;

const WELCOME = `Bonjour ! Je suis ${BRAND}. Décrivez ce que vous voulez changer : je modifie le code, vous voyez le résultat à droite.`;
const HANDLE_TARGETS = { coarse: 15, fine: 5 };
/** The code column's width from which the file tree sits beside the editor (its 30 % shows 24 characters). */
const TREE_BESIDE_MIN_PX = 800;
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

const useWide = () => useMediaQuery('(min-width: 1024px)');

function firstFile(paths: string[]): string | null {
  return ['src/App.tsx', 'src/App.jsx', 'App.tsx', 'index.html'].find((p) => paths.includes(p)) ?? paths.sort()[0] ?? null;
}

/** The studio of one project: chat, file tree + editor, live preview; saved as versions, never losing work. */
export function ProjectStudio({ initial }: { initial: ProjectDetail }) {
  const studio = useProjectStudio(initial);
  const controls = usePreviewControls();
  const wide = useWide();
  const [showVersions, setShowVersions] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // Monaco is 4 MB of script to compile: loaded while the preview starts, it doubled the time to the app's first
  // frame on a 2-core machine. Until then the code shows as text; touching it loads the editor at once.
  const [editorWanted, setEditorWanted] = useState(false);
  const wantEditor = useCallback(() => setEditorWanted(true), []);
  useEffect(() => {
    const timer = setTimeout(wantEditor, EDITOR_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [wantEditor]);
  const paths = Object.keys(studio.files);
  // While Lumi writes, the editor follows the file being written.
  const selected = studio.writingPath ?? (chosen && chosen in studio.files ? chosen : firstFile(paths));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void studio.save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [studio]);

  const chat = (
    <StudioChat
      className="h-full"
      messages={studio.messages}
      isGenerating={studio.generating}
      onSend={(text) => void studio.send(text)}
      onStop={studio.stop}
      fileCount={paths.length}
      title={studio.project.title}
      welcome={WELCOME}
    />
  );
  const code = (
    <CodeArea studio={studio} selected={selected} onSelect={setChosen} wide={wide} editorWanted={editorWanted} onWantEditor={wantEditor} />
  );
  const preview = (
    <PreviewPanel
      className="h-full"
      files={studio.files}
      projectId={studio.project.id}
      generationId={studio.generationId}
      isGenerating={studio.generating}
      controls={controls}
      onSettled={wantEditor}
      onFix={(request) => void studio.send(request.message, { fix: request })}
      fixUnavailable={studio.quotaNotice}
      onOutcome={studio.reportOutcome}
    />
  );

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] flex-col sm:-mx-6 lg:-mx-8">
      <StudioHeader studio={studio} controls={controls} onVersions={() => setShowVersions(true)} />
      <Banners studio={studio} />
      <div className="min-h-0 flex-1">
        {wide ? <WideLayout chat={chat} code={code} preview={preview} /> : <PhoneLayout chat={chat} code={code} preview={preview} />}
      </div>
      {showVersions ? (
        <VersionsPanel
          projectId={studio.project.id}
          currentFiles={studio.files}
          currentVersion={studio.baseVersion}
          dirty={studio.dirty}
          onRestored={async () => studio.reset(await studio.reload())}
          onClose={() => setShowVersions(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * Downloads the project as a Vite app made by the server (the saved version). Unsaved edits are saved first, so the
 * zip holds what the editor shows.
 */
function ExportButton({ studio }: { studio: ProjectStudio }) {
  const [exporting, setExporting] = useState(false);
  const exportProject = async () => {
    setExporting(true);
    try {
      if (studio.dirty && !(await studio.save())) return;
      await apiDownload(`/api/projects/${studio.project.id}/export`);
    } catch (error) {
      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : "Impossible d'exporter le projet" });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void exportProject()}
      disabled={exporting || studio.saving || studio.generating || Object.keys(studio.files).length === 0}
      aria-label="Exporter en zip"
      title="Télécharger le projet prêt à lancer (npm install puis npm run dev)"
    >
      {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      <span className="hidden md:inline">Exporter</span>
    </Button>
  );
}

function StudioHeader({ studio, controls, onVersions }: { studio: ProjectStudio; controls: PreviewControls; onVersions: () => void }) {
  const known = frameworkSchema.safeParse(studio.project.framework);
  const framework = known.success ? FRAMEWORK_LABELS[known.data] : studio.project.framework;
  const state = studio.generating
    ? `${BRAND} écrit le code…`
    : studio.saving
      ? 'Sauvegarde…'
      : studio.dirty
        ? 'Modifications non enregistrées'
        : studio.lastSavedAt
          ? `Enregistré à ${time.format(studio.lastSavedAt)}`
          : `Version ${studio.baseVersion}`;
  return (
    <header className="flex flex-wrap items-center gap-2 border-b bg-background px-3 py-2 sm:px-4">
      <h2 className="min-w-0 max-w-[40vw] truncate font-semibold">{studio.project.title}</h2>
      <Badge variant="secondary">{framework}</Badge>
      <PreviewToolbar controls={controls} />
      <span
        className={cn('hidden text-xs sm:inline', studio.dirty && !studio.generating ? 'text-warning' : 'text-muted-foreground')}
        role="status"
        aria-live="polite"
      >
        {state}
      </span>
      <div className="ml-auto flex items-center gap-1.5">
        <Button variant="ghost" size="sm" onClick={onVersions} aria-label="Historique des versions">
          <History aria-hidden="true" />
          <span className="hidden md:inline">Versions</span>
        </Button>
        <ExportButton studio={studio} />
        <PublishMenu studio={studio} />
        <GithubMenu
          projectId={studio.project.id}
          projectTitle={studio.project.title}
          projectDescription={studio.project.description}
          dirty={studio.dirty}
          disabled={studio.generating}
          saveFirst={async () => !studio.dirty || (await studio.save())}
          onPulled={async () => studio.reset(await studio.reload())}
        />
        <Button variant="brand" size="sm" onClick={() => void studio.save()} disabled={!studio.dirty || studio.saving || studio.generating}>
          {studio.saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          Sauvegarder
        </Button>
      </div>
    </header>
  );
}

function Banners({ studio }: { studio: ProjectStudio }) {
  if (studio.conflict) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 border-b bg-warning/10 px-4 py-2 text-sm">
        <AlertTriangle className="size-4 text-warning" aria-hidden="true" />
        <span className="flex-1">
          Ce projet a été modifié ailleurs (version {studio.conflict.project.versionNumber}). Vos modifications sont toujours là :
          choisissez.
        </span>
        <Button size="sm" variant="brand" onClick={() => void studio.keepMine()}>
          Garder mes modifications
        </Button>
        <Button size="sm" variant="outline" onClick={studio.takeTheirs}>
          Prendre la version la plus récente
        </Button>
      </div>
    );
  }
  if (studio.draftOffer) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 border-b bg-accent px-4 py-2 text-sm text-accent-foreground">
        <span className="flex-1">
          Des modifications non enregistrées ont été retrouvées sur cet appareil ({time.format(new Date(studio.draftOffer.savedAt))}).
        </span>
        <Button size="sm" variant="brand" onClick={studio.restoreDraft}>
          Restaurer le brouillon
        </Button>
        <Button size="sm" variant="outline" onClick={studio.discardDraft}>
          Ignorer
        </Button>
      </div>
    );
  }
  if (studio.waitingOtherTab) {
    return (
      <div role="status" className="flex items-center gap-2 border-b bg-accent px-4 py-2 text-sm text-accent-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Lumi génère déjà ce projet dans un autre onglet : le résultat s'affichera ici dès qu'il sera prêt.
      </div>
    );
  }
  return null;
}

function CodeArea(props: {
  studio: ProjectStudio;
  selected: string | null;
  onSelect: (path: string) => void;
  wide: boolean;
  editorWanted: boolean;
  onWantEditor: () => void;
}) {
  const { studio, selected, onSelect, wide } = props;
  const { user } = useAuth();
  const [area, width] = useWidth();
  // Beside the editor, 30 % of a code column narrower than this leaves a file name a dozen characters;
  // the tree then goes above the editor, with the same proportions, and names are read in full.
  const beside = width >= TREE_BESIDE_MIN_PX;
  const layout = useDefaultLayout({ id: `lumi-studio-code-${beside ? '' : 'pile-'}${user?.id ?? 'anonyme'}`, storage: localStorage });
  const readOnly = studio.generating;
  const selectedIsAsset = selected !== null && isDataUrl(studio.files[selected] ?? '');
  const tree = (
    <FileTree
      files={Object.keys(studio.files)}
      selected={selected}
      writingPath={studio.writingPath}
      readOnly={readOnly}
      onSelect={onSelect}
      onCreate={(path) => {
        studio.createFile(path);
        onSelect(path);
      }}
      onRename={(from, to) => {
        studio.renameFile(from, to);
        onSelect(to);
      }}
      onDelete={studio.deleteFile}
      onUpload={async (chosen) => {
        let total = Object.values(studio.files).reduce((sum, content) => sum + content.length, 0);
        const added: string[] = [];
        for (const file of chosen) {
          const binary = isBinaryPath(file.name);
          const path = `${binary ? 'public' : 'src'}/${file.name.replace(/[\\/]/g, '-')}`;
          const content = await readUpload(file, binary);
          if (total + content.length > PROJECT_LIMITS.maxTotalBytes) {
            toast.error(`« ${file.name} » n'est pas ajouté : le projet dépasserait 5 Mo.`);
            continue;
          }
          total += content.length;
          studio.editFile(path, content);
          added.push(path);
        }
        if (added.length > 0) {
          onSelect(added[0]!);
          toast.success(added.length === 1 ? `Fichier ajouté : ${added[0]}` : `${added.length} fichiers ajoutés`);
        }
      }}
    />
  );
  const editor = (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b px-3 py-1.5 text-xs text-muted-foreground">
        <span className="truncate font-mono text-foreground">{selected ?? 'Aucun fichier'}</span>
        {selected && !selectedIsAsset ? <span>{(studio.files[selected] ?? '').split('\n').length} lignes</span> : null}
        {readOnly ? <Badge variant="outline">Lecture seule pendant la génération</Badge> : null}
      </div>
      <div className="min-h-0 flex-1">
        {selected && selectedIsAsset ? (
          <AssetView
            path={selected}
            content={studio.files[selected] ?? ''}
            readOnly={readOnly}
            onReplace={(content) => studio.editFile(selected, content)}
          />
        ) : selected && props.editorWanted ? (
          <Suspense fallback={<CodeText value={studio.files[selected] ?? ''} />}>
            <CodeEditor path={selected} value={studio.files[selected] ?? ''} readOnly={readOnly} onChange={studio.editFile} />
          </Suspense>
        ) : selected ? (
          <CodeText value={studio.files[selected] ?? ''} onActivate={props.onWantEditor} />
        ) : (
          <p className="p-4 text-sm text-muted-foreground">Aucun code à afficher</p>
        )}
      </div>
    </div>
  );
  if (!wide) {
    return (
      <div className="flex h-full flex-col">
        <div className="max-h-44 shrink-0 overflow-hidden border-b">{tree}</div>
        <div className="min-h-0 flex-1">{editor}</div>
      </div>
    );
  }
  return (
    <div ref={area} className="h-full">
      {width > 0 ? (
        <Group
          key={beside ? 'cote' : 'pile'}
          orientation={beside ? 'horizontal' : 'vertical'}
          defaultLayout={layout.defaultLayout}
          onLayoutChanged={layout.onLayoutChanged}
          resizeTargetMinimumSize={HANDLE_TARGETS}
          className="h-full"
        >
          <Panel id="tree" defaultSize="30" minSize="20" maxSize="40">
            {tree}
          </Panel>
          <Separator
            className={cn('bg-border data-[separator=active]:bg-primary', beside ? 'w-px' : 'h-px')}
            aria-label="Redimensionner l'arborescence"
          />
          <Panel id="editor" defaultSize="70">
            {editor}
          </Panel>
        </Group>
      ) : null}
    </div>
  );
}

/** The width of an element, followed as it is resized (0 until it is measured). */
function useWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, width];
}

function WideLayout({ chat, code, preview }: { chat: React.ReactNode; code: React.ReactNode; preview: React.ReactNode }) {
  const { user } = useAuth();
  const layout = useDefaultLayout({ id: `lumi-studio-${user?.id ?? 'anonyme'}`, storage: localStorage });
  return (
    <Group
      orientation="horizontal"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
      resizeTargetMinimumSize={HANDLE_TARGETS}
      className="h-full"
    >
      <Panel id="chat" defaultSize="30" minSize="25" maxSize="40">
        {chat}
      </Panel>
      <Separator
        className="w-1 bg-border transition-colors hover:bg-primary/50 data-[separator=active]:bg-primary"
        aria-label="Redimensionner la discussion"
      />
      <Panel id="code" defaultSize="35" minSize="30">
        {code}
      </Panel>
      <Separator
        className="w-1 bg-border transition-colors hover:bg-primary/50 data-[separator=active]:bg-primary"
        aria-label="Redimensionner l'aperçu"
      />
      <Panel id="preview" defaultSize="35" minSize="30">
        {preview}
      </Panel>
    </Group>
  );
}

const TABS = [
  { id: 'chat', label: 'Chat', icon: MessageSquare },
  { id: 'code', label: 'Code', icon: Code2 },
  { id: 'preview', label: 'Aperçu', icon: Eye },
] as const;

function PhoneLayout({ chat, code, preview }: { chat: React.ReactNode; code: React.ReactNode; preview: React.ReactNode }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('preview');
  return (
    <div className="flex h-full flex-col">
      <div role="tablist" aria-label="Vues du studio" className="grid grid-cols-3 border-b">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            onClick={() => setTab(t.id)}
            className={cn(
              'flex items-center justify-center gap-1.5 py-2.5 text-sm font-medium text-muted-foreground',
              tab === t.id && 'border-b-2 border-primary text-foreground',
            )}
          >
            <t.icon className="size-4" aria-hidden="true" />
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="min-h-0 flex-1">
        {tab === 'chat' ? chat : tab === 'code' ? code : preview}
      </div>
    </div>
  );
}

/** The file as text until the editor is asked for; a click, Enter or a typed character asks for it at once. */
function CodeText({ value, onActivate }: { value: string; onActivate?: () => void }) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <p className="flex items-center gap-1.5 px-3 py-1 text-xs text-muted-foreground">
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
        Chargement de l'éditeur…
      </p>
      <pre
        tabIndex={0}
        aria-label="Code du fichier (lecture seule pendant le chargement de l'éditeur)"
        onPointerDown={onActivate}
        onKeyDown={(event) => {
          // Tab and the arrows keep moving as in any text; what starts editing loads the editor.
          if (event.key === 'Enter' || (event.key.length === 1 && !event.ctrlKey && !event.metaKey)) onActivate?.();
        }}
        className="min-h-0 flex-1 overflow-auto px-4 py-2 font-mono text-[13px] leading-[19px] text-foreground"
      >
        {value}
      </pre>
    </div>
  );
}
