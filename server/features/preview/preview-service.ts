import { createHash, randomBytes } from 'node:crypto';
import type { PreviewBuild, RuntimeError } from '../../../common/preview.js';
import { fileMap, type ProjectFiles } from '../../../common/projects.js';
import type { Logger } from '../../logger.js';
import { describeErrorForLog } from '../../db/describe-error-for-log.js';
import { assemblePreview, type PreviewArtifacts } from './assemble-preview.js';
import { loadVendor, stopVendorBuilds, type Vendor } from './build-vendor.js';
import { StyleBundler } from './bundle-styles.js';
import { TailwindCompiler } from './compile-tailwind.js';
import { loadBridge } from './load-bridge.js';
import { createPreviewStorage } from './preview-storage.js';
import { createPackageStore, type PackageStoreOptions } from './packages/package-store.js';
import { previewPath } from './render-page.js';

export interface StoredPreview extends PreviewArtifacts {
  id: string;
  ownerId: string;
  projectId: string | null;
  generationId: string | null;
  bytes: number;
}

export interface RuntimeErrorsReported {
  ownerId: string;
  previewId: string;
  projectId: string | null;
  generationId: string | null;
  errors: RuntimeError[];
}
export type RuntimeErrorListener = (report: RuntimeErrorsReported) => void | Promise<void>;

/** One project's warm state: its esbuild context, its Tailwind compiler and its last builds by file hash. */
interface ProjectState {
  bundler: StyleBundler;
  tailwind: TailwindCompiler;
  builds: Map<string, string>;
  queue: Promise<unknown>;
  lastUsed: number;
}

const LIMITS = { projects: 40, buildsPerProject: 8, previews: 1000, bytes: 256 * 1024 * 1024, idleMs: 10 * 60_000 };

/** The app the service builds at start-up to warm itself: a few components, a stylesheet, icons, JSON. */
function warmUpApp(round: number): ProjectFiles {
  const files: ProjectFiles = {
    'src/index.css': '@import "tailwindcss";\n@theme { --color-marque: #7c3aed; }\n.carte { @apply rounded-xl border p-4; }',
    'src/data/textes.json': JSON.stringify({ titre: 'Lumi', sousTitre: `Préchauffage ${round}` }),
    'src/App.tsx': [
      "import { Heart, Star } from 'lucide-react';",
      "import textes from './data/textes.json';",
      ...Array.from({ length: 6 }, (_, index) => `import { Bloc${index} } from './components/Bloc${index}';`),
      'export default function App() {',
      `  return <main className="min-h-screen p-8"><h1 className="text-3xl text-marque">{textes.titre}</h1><Heart /><Star />${Array.from({ length: 6 }, (_, index) => `<Bloc${index} />`).join('')}</main>;`,
      '}',
    ].join('\n'),
  };
  for (let index = 0; index < 6; index++) {
    files[`src/components/Bloc${index}.tsx`] =
      `import { useState } from 'react';\nexport function Bloc${index}() {\n  const [n, setN] = useState(${index + round});\n  return <button className="carte bg-violet-${(index + 1) * 100} hover:bg-indigo-500" onClick={() => setN(n + 1)}>{n}</button>;\n}\n`;
  }
  return files;
}

/** Unguessable: 144 random bits, in the URL of the content origin. */
export const newPreviewId = () => randomBytes(18).toString('base64url');

export function hashFiles(files: ProjectFiles): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort())
    hash
      .update(path)
      .update('\0')
      .update(files[path] ?? '')
      .update('\0');
  return hash.digest('hex');
}

function sizeOf(artifacts: PreviewArtifacts): number {
  // A React page's page.json carries the same modules as its page.
  let bytes = artifacts.page.length * (artifacts.adoptable ? 2 : 1) + (artifacts.js?.length ?? 0) + (artifacts.css?.length ?? 0);
  for (const content of artifacts.assets.values()) bytes += content.length;
  for (const module of artifacts.modules) bytes += module.code.length;
  return bytes;
}

export interface PreviewServiceOptions {
  dataDir: string;
  contentUrl: string;
  /** Origins of the app that frames previews: they alone receive the frame's messages. */
  appOrigins: string[];
  logger: Logger;
  packages: Omit<PackageStoreOptions, 'logger'>;
}

export type PreviewService = ReturnType<typeof createPreviewService>;

/**
 * Builds previews and keeps them in memory for the content origin. A preview belongs to the user who
 * built it; the same files in the same project give back the same preview without rebuilding.
 */
/** Preview services of this process not closed yet (one per server). */
let openServices = 0;

export function createPreviewService(options: PreviewServiceOptions) {
  const projects = new Map<string, ProjectState>();
  const previews = new Map<string, StoredPreview>();
  const listeners = new Set<RuntimeErrorListener>();
  const packages = createPackageStore({ ...options.packages, logger: options.logger });
  const storage = createPreviewStorage(options.dataDir);
  let storedBytes = 0;
  let closed = false;
  openServices += 1;

  const vendor = (): Promise<Vendor> => loadVendor({ dataDir: options.dataDir, logger: options.logger });

  const forget = (id: string) => {
    const preview = previews.get(id);
    if (!preview) return;
    previews.delete(id);
    storedBytes -= preview.bytes;
  };

  const store = (preview: StoredPreview) => {
    previews.set(preview.id, preview);
    storedBytes += preview.bytes;

    // Oldest first: a Map iterates in insertion order and reads move a preview to the end.
    for (const id of previews.keys()) {
      if (previews.size <= LIMITS.previews && storedBytes <= LIMITS.bytes) break;
      if (id !== preview.id) forget(id);
    }
  };

  const disposeProject = (key: string) => {
    const state = projects.get(key);
    if (!state) return;
    projects.delete(key);
    void state.queue.finally(() => state.bundler.dispose()).catch(() => undefined);
  };

  const projectState = (key: string): ProjectState => {
    let state = projects.get(key);
    if (state) {
      projects.delete(key);
    } else {
      state = { bundler: new StyleBundler(), tailwind: new TailwindCompiler(), builds: new Map(), queue: Promise.resolve(), lastUsed: 0 };
      for (const oldest of projects.keys()) {
        if (projects.size < LIMITS.projects) break;
        disposeProject(oldest);
      }
    }
    state.lastUsed = Date.now();
    projects.set(key, state);
    return state;
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, state] of projects) if (now - state.lastUsed > LIMITS.idleMs) disposeProject(key);
  }, 60_000);
  sweep.unref();

  const toBuild = (preview: StoredPreview, started: number, cached: boolean): PreviewBuild => ({
    id: preview.id,
    url: `${options.contentUrl}${previewPath(preview.id)}`,
    status: preview.status,
    entry: preview.entry,
    errors: preview.errors,
    warnings: preview.warnings,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    cached,
  });

  async function buildIn(
    state: ProjectState,
    input: { ownerId: string; projectId: string | null; generationId: string | null; files: ProjectFiles },
    started: number,
  ) {
    const hash = hashFiles(input.files);
    const knownId = state.builds.get(hash);
    const known = knownId ? previews.get(knownId) : undefined;
    if (known) {
      if (input.generationId) known.generationId = input.generationId;
      previews.delete(known.id);
      previews.set(known.id, known);
      return toBuild(known, started, true);
    }
    const id = newPreviewId();
    const artifacts = await assemblePreview({
      previewId: id,
      files: input.files,
      parents: options.appOrigins,
      vendor: await vendor(),
      bundler: state.bundler,
      tailwind: state.tailwind,
      packages,
    });
    const preview: StoredPreview = {
      ...artifacts,
      id,
      ownerId: input.ownerId,
      projectId: input.projectId,
      generationId: input.generationId,
      bytes: sizeOf(artifacts),
    };
    store(preview);
    state.builds.set(hash, id);
    for (const oldest of state.builds.keys()) {
      if (state.builds.size <= LIMITS.buildsPerProject) break;
      state.builds.delete(oldest);
    }
    return toBuild(preview, started, false);
  }

  return {
    /** Builds (or finds) the preview of these files; builds of one project run one after the other. */
    build(input: { ownerId: string; projectId?: string | null; generationId?: string | null; files: ProjectFiles }): Promise<PreviewBuild> {
      if (closed) return Promise.reject(new Error("Le service d'aperçu est arrêté."));
      const started = performance.now();
      const projectId = input.projectId ?? null;
      const state = projectState(`${input.ownerId}:${projectId ?? 'brouillon'}`);
      const next = state.queue.then(() =>
        buildIn(
          state,
          { ownerId: input.ownerId, projectId, generationId: input.generationId ?? null, files: fileMap(input.files) },
          started,
        ),
      );
      state.queue = next.catch(() => undefined);
      return next;
    },

    find(id: string): StoredPreview | undefined {
      return previews.get(id);
    },

    vendor,
    packages,
    storage,
    bridge: loadBridge,

    /**
     * Builds the vendor bundles and the bridge ahead of the first preview, then a small app a few times, so the
     * transform, the linker and Tailwind are compiled by V8 before a user waits on them (a first build in a
     * cold process takes ~5× longer). Resolves when done, never rejects: a failure is logged, and previews still
     * build (cold).
     */
    warmUp(): Promise<void> {
      return (async () => {
        const [vendorModules] = await Promise.all([vendor(), loadBridge()]);
        const bundler = new StyleBundler();
        try {
          for (let round = 0; round < 4 && !closed; round++) {
            await assemblePreview({
              previewId: 'prechauffage',
              files: warmUpApp(round),
              parents: options.appOrigins,
              vendor: vendorModules,
              bundler,
              tailwind: new TailwindCompiler(),
              packages: null,
            });
          }
        } finally {
          await bundler.dispose();
        }
      })().catch((error: unknown) => {
        // Stopped with the server: not a failure.
        if (!closed) options.logger.error("Préparation de l'aperçu impossible", describeErrorForLog(error));
      });
    },

    /**
     * Errors the frame reported for a preview of this user. Listeners (the generation log) lower the
     * quality score of the generation that produced the files. False when the preview is not theirs.
     */
    async reportRuntimeErrors(input: { ownerId: string; previewId: string; errors: RuntimeError[] }): Promise<boolean> {
      const preview = previews.get(input.previewId);
      if (!preview || preview.ownerId !== input.ownerId) return false;
      const report: RuntimeErrorsReported = {
        ownerId: input.ownerId,
        previewId: preview.id,
        projectId: preview.projectId,
        generationId: preview.generationId,
        errors: input.errors,
      };
      for (const listener of listeners) {
        try {
          await listener(report);
        } catch (error) {
          options.logger.error("Un abonné aux erreurs d'exécution de l'aperçu a échoué", describeErrorForLog(error));
        }
      }
      return true;
    },

    onRuntimeErrors(listener: RuntimeErrorListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      openServices -= 1;
      // Tests run several servers in one process, sharing one vendor build: it stops with the last of them.
      if (openServices === 0) await stopVendorBuilds();
      clearInterval(sweep);
      const states = [...projects.values()];
      projects.clear();
      await Promise.all(states.map((state) => state.queue.finally(() => state.bundler.dispose()).catch(() => undefined)));
    },
  };
}
