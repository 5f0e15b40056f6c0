import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AlertTriangle, Loader2, Pause, Play, RotateCcw, Sparkles } from 'lucide-react';
import type { ProjectFiles } from '@common/projects';
import { UNSUPPORTED_PREVIEW_MESSAGE, type PreviewProblem, type RuntimeError } from '@common/preview';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { previewRuntimeQuery } from '@/lib/preview-api';
import { DeviceStage } from './device-stage';
import { buildFixRequest, runtimeFixRequest, type FixRequest, type PreviewOutcome } from '@/lib/fix-request';
import { PreviewFrame } from './preview-frame';
import { PreviewToolbar } from './preview-toolbar';
import { BuildErrors, RuntimeErrors } from './problem-list';
import { BuildStatus, type BuildState } from './build-status';
import { usePreviewBuild } from './use-preview-build';
import { usePreviewControls, type PreviewControls } from './use-preview-controls';
import { useRuntimeErrors } from './use-runtime-errors';

export interface PreviewPanelProps {
  files: ProjectFiles;
  /** The saved project these files belong to (the server checks it is yours). */
  projectId?: string;
  /** The generation that wrote these files: its quality score pays for the runtime errors. */
  generationId?: string | null;
  /** While the assistant writes, the preview keeps the last build instead of rebuilding on every chunk. */
  isGenerating?: boolean;
  /** "Corriger avec Lumi": without it, errors are shown without the button. */
  onFix?: (request: FixRequest) => void;
  /** Why « Corriger avec Lumi » cannot run now (the AI quota is spent): shown instead of the button. */
  fixUnavailable?: string | null;
  /**
   * What the frame showed for each build: works after 5 s on screen without an uncaught error; fails on a build
   * error, a blank page or a crash (early when within 5 s of the first render).
   */
  onOutcome?: (outcome: PreviewOutcome) => void;
  /** Controls owned by the page (shown in its header); without them the panel has its own toolbar. */
  controls?: PreviewControls;
  /**
   * Called once, when the first frame of the app is painted, or when there is no frame to wait for (paused,
   * generating, no files, a failed build): the studio loads its code editor after it, not against it.
   */
  onSettled?: () => void;
  className?: string;
}

function Placeholder({ icon, title, children }: { icon: React.ReactNode; title: string; children?: React.ReactNode }) {
  return (
    <div className="grid h-full place-items-center p-6 text-center">
      <div className="flex max-w-sm flex-col items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">{icon}</span>
        <h3 className="text-base font-semibold">{title}</h3>
        {children}
      </div>
    </div>
  );
}

const QUIET_AFTER_PAINT_MS = 5000;

/** Tells `onOutcome` what each build came to, once per build and result. */
function useOutcome(
  onOutcome: ((outcome: PreviewOutcome) => void) | undefined,
  state: {
    buildId: string | null;
    buildErrors: PreviewProblem[] | null;
    crash: RuntimeError | null;
    shown: { blank: boolean } | null;
    /** When the frame of `loadKey` first painted. */
    paintedAt: React.RefObject<{ key: string; at: number } | null>;
    loadKey: string;
  },
) {
  const callback = useRef(onOutcome);
  useEffect(() => {
    callback.current = onOutcome;
  });
  const told = useRef<string | null>(null);
  const tell = useCallback((key: string, outcome: PreviewOutcome) => {
    const id = `${key}:${outcome.works}`;
    if (told.current === id) return;
    told.current = id;
    callback.current?.(outcome);
  }, []);
  const { buildId, buildErrors, crash, shown, paintedAt, loadKey } = state;
  useEffect(() => {
    if (!buildId) return;
    if (buildErrors) return tell(buildId, { works: false, fix: buildFixRequest(buildErrors), early: true });
    if (crash) {
      const at = paintedAt.current?.key === loadKey ? paintedAt.current.at : null;
      return tell(buildId, {
        works: false,
        fix: runtimeFixRequest(crash),
        early: at === null || performance.now() - at <= QUIET_AFTER_PAINT_MS,
      });
    }
    if (!shown) return;
    if (shown.blank) return tell(buildId, { works: false, fix: null, early: true });
    // Rendered: it works if nothing crashes in its first seconds on screen.
    const timer = setTimeout(() => tell(buildId, { works: true, fix: null, early: false }), QUIET_AFTER_PAINT_MS);
    return () => clearTimeout(timer);
  }, [buildId, buildErrors, crash, shown, paintedAt, loadKey, tell]);
}

/** The live preview of a project's files: server build, sandboxed frame, device modes, errors and fixes. */
export function PreviewPanel(props: PreviewPanelProps) {
  const ownControls = usePreviewControls();
  const controls = props.controls ?? ownControls;
  const hasFiles = Object.keys(props.files).length > 0;
  const { build, isBuilding, error, rebuild } = usePreviewBuild({
    files: props.files,
    projectId: props.projectId,
    generationId: props.generationId,
    enabled: controls.running && !props.isGenerating,
  });
  const loadKey = `${build?.id ?? ''}:${controls.refreshKey}`;
  const { data: warmUrl } = useQuery(previewRuntimeQuery);
  const onSettled = useRef(props.onSettled);
  useEffect(() => {
    onSettled.current = props.onSettled;
  });
  const settled = useRef(false);
  const settle = useCallback(() => {
    if (settled.current) return;
    settled.current = true;
    onSettled.current?.();
  }, []);
  const { errors: runtimeErrors, add: addRuntimeError } = useRuntimeErrors(build?.id ?? null, loadKey);
  // What the frame showed for the build on screen: « Prêt » needs a frame with visible content and no
  // uncaught error; a crash or a blank page is « Erreur ».
  const [painted, setPainted] = useState<{ key: string; blank: boolean } | null>(null);
  const shown = painted?.key === loadKey ? painted : null;
  const crashed = runtimeErrors.some((e) => e.kind !== 'console-error');
  const paintedAt = useRef<{ key: string; at: number } | null>(null);
  const onFrameReady = useCallback(
    (blank: boolean) => {
      setPainted({ key: loadKey, blank });
      // The first paint counts (a blank frame, then the app): the 5 s of an early crash start there.
      if (paintedAt.current?.key !== loadKey) paintedAt.current = { key: loadKey, at: performance.now() };
      settle();
    },
    [loadKey, settle],
  );
  const onRuntimeError = useCallback(
    (runtimeError: RuntimeError) => {
      addRuntimeError(runtimeError);
      settle();
    },
    [addRuntimeError, settle],
  );

  const state: BuildState | null = !hasFiles
    ? null
    : isBuilding || (!build && !error)
      ? 'building'
      : error || build?.status === 'error'
        ? 'error'
        : build?.status === 'unsupported'
          ? 'unsupported'
          : crashed || shown?.blank
            ? 'error'
            : shown
              ? 'ready'
              : 'building';
  useOutcome(props.onOutcome, {
    buildId: build && !isBuilding ? build.id : null,
    buildErrors: build?.status === 'error' ? build.errors : null,
    crash: runtimeErrors.find((e) => e.kind !== 'console-error') ?? null,
    shown,
    paintedAt,
    loadKey,
  });
  const nothingToPaint = !hasFiles || !controls.running || !!props.isGenerating || state === 'error' || state === 'unsupported';
  useEffect(() => {
    if (nothingToPaint) settle();
  }, [nothingToPaint, settle]);

  let stage: React.ReactNode;
  if (!hasFiles) {
    stage = (
      <Placeholder icon={<Sparkles className="size-6" aria-hidden="true" />} title="Commencez à créer">
        <p className="text-sm text-muted-foreground">Décrivez votre application à Lumi : l'aperçu en direct apparaîtra ici.</p>
      </Placeholder>
    );
  } else if (!controls.running) {
    stage = (
      <Placeholder icon={<Pause className="size-6" aria-hidden="true" />} title="Aperçu en pause">
        <p className="text-sm text-muted-foreground">Les modifications ne sont plus construites tant que l'aperçu est arrêté.</p>
        <Button variant="outline" size="sm" onClick={() => controls.setRunning(true)}>
          <Play aria-hidden="true" />
          Reprendre
        </Button>
      </Placeholder>
    );
  } else if (error) {
    stage = (
      <Placeholder icon={<AlertTriangle className="size-6" aria-hidden="true" />} title="Erreur">
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" size="sm" onClick={rebuild}>
          <RotateCcw aria-hidden="true" />
          Réessayer
        </Button>
      </Placeholder>
    );
  } else if (build?.status === 'unsupported') {
    stage = (
      <Placeholder icon={<AlertTriangle className="size-6" aria-hidden="true" />} title={UNSUPPORTED_PREVIEW_MESSAGE}>
        <p className="text-sm text-muted-foreground">Ce projet utilise un autre framework : son code reste lisible dans l'onglet Code.</p>
      </Placeholder>
    );
  } else if (build?.status === 'error') {
    stage = (
      <BuildErrors errors={build.errors} onFix={props.onFix} fixDisabled={props.isGenerating} fixUnavailable={props.fixUnavailable} />
    );
  } else {
    // Before the first build the frame is already there, on the content origin's waiting page: its renderer
    // process starts and React's modules run while the server builds, and the build then navigates it.
    const frameUrl = build?.url ?? warmUrl;
    stage = (
      <div className="relative h-full">
        {frameUrl ? (
          <DeviceStage device={controls.device}>
            <PreviewFrame
              url={frameUrl}
              previewId={build?.id ?? ''}
              refreshKey={controls.refreshKey}
              onReady={onFrameReady}
              onRuntimeError={onRuntimeError}
              onMissing={rebuild}
            />
          </DeviceStage>
        ) : null}
        {build ? (
          <RuntimeErrors
            errors={runtimeErrors}
            blank={!!shown?.blank}
            onFix={props.onFix}
            fixDisabled={props.isGenerating}
            fixUnavailable={props.fixUnavailable}
          />
        ) : (
          <div className="absolute inset-0 bg-card">
            <Placeholder icon={<Loader2 className="size-6 animate-spin" aria-hidden="true" />} title="Construction en cours...">
              <p className="text-sm text-muted-foreground">Lumi assemble votre application.</p>
            </Placeholder>
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-label="Aperçu" className={cn('flex min-h-0 flex-col overflow-hidden rounded-xl border bg-card', props.className)}>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 border-b px-2 py-1.5">
        <BuildStatus state={controls.running ? state : null} />
        {props.controls ? null : <PreviewToolbar controls={controls} url={build?.status === 'ready' ? build.url : undefined} />}
      </div>
      <div className="relative min-h-0 flex-1 bg-muted/30">{stage}</div>
    </section>
  );
}
