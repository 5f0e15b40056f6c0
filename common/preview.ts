import { z } from 'zod';
import { filesMapSchema } from './projects.js';

/**
 * The packages a generated app may import in the preview, exactly as written in an import. The server
 * pre-bundles each of them once and serves them through an import map; anything else is a build error.
 * The generation prompt names this same list, so the model only uses what the preview can run.
 */
export const PREVIEW_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-router',
  'lucide-react',
  'clsx',
  'tailwind-merge',
  'class-variance-authority',
  'date-fns',
  'date-fns/locale',
  'zustand',
  'zustand/middleware',
  'motion',
  'motion/react',
  'framer-motion',
  'recharts',
  'sonner',
] as const;
export type PreviewPackage = (typeof PREVIEW_PACKAGES)[number];

/**
 * Installed with Lumi beside the packages above and bundled on first use (then kept on disk): what a
 * shadcn/ui or Lovable-style app imports, so such an app renders with no registry at all. A name ending in
 * `*` stands for every package of that prefix installed (the Radix primitives come with `radix-ui`). Any other
 * package is fetched from the configured npm registry when a project imports it. The generation prompt names
 * this set and the one above.
 */
export const PREVIEW_LOCAL_PACKAGES = [
  'radix-ui',
  '@radix-ui/react-*',
  '@radix-ui/react-icons',
  'next-themes',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'react-day-picker',
  'embla-carousel-react',
  'cmdk',
  'vaul',
  'input-otp',
  'react-resizable-panels',
  'react-icons',
  '@heroicons/react',
  '@supabase/supabase-js',
] as const;

/** Stylesheets a project's CSS may import by package name (Tailwind's own are handled by the Tailwind step). */
export const PREVIEW_STYLESHEET_PACKAGES = ['tw-animate-css'] as const;

/** The spec's device sizes; desktop fills the panel. */
export const PREVIEW_DEVICES = {
  desktop: { label: 'Ordinateur', width: null, height: null },
  tablet: { label: 'Tablette', width: 768, height: 1024 },
  mobile: { label: 'Mobile', width: 375, height: 667 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

/** The frame's sandbox: scripts run, but never with an origin of their own (no allow-same-origin). */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-modals allow-popups';

export const UNSUPPORTED_PREVIEW_MESSAGE = 'Aperçu disponible pour React et HTML';

export const buildPreviewSchema = z.object({
  files: filesMapSchema,
  /** A saved project the files belong to: the server checks it is the caller's, and keeps its rebuilds warm. */
  projectId: z.uuid('Identifiant de projet invalide').optional(),
  /** The generation these files come from, so runtime errors can be attributed to it. */
  generationId: z.string().trim().min(1).max(100).optional(),
});
export type BuildPreviewInput = z.infer<typeof buildPreviewSchema>;

/** One build problem, located in the project's files when esbuild or our resolver knows where. */
export const previewProblemSchema = z.object({
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  message: z.string(),
  lineText: z.string().nullable(),
});
export type PreviewProblem = z.infer<typeof previewProblemSchema>;

export const previewEntryKinds = ['html', 'react', 'page', 'text', 'unsupported', 'empty'] as const;

export const previewBuildSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['ready', 'error', 'unsupported']),
  entry: z.object({ kind: z.enum(previewEntryKinds), file: z.string().nullable() }),
  errors: z.array(previewProblemSchema),
  warnings: z.array(previewProblemSchema),
  durationMs: z.number(),
  cached: z.boolean(),
});
export type PreviewBuild = z.infer<typeof previewBuildSchema>;
export const previewResponseSchema = z.object({ preview: previewBuildSchema });

/** Where a preview frame waits for its first build: a page of the content origin that starts its renderer. */
export const previewRuntimeSchema = z.object({ warmUrl: z.url() });

/**
 * What the studio posts to its frame while it shows the waiting page: run this build here (the frame's bridge
 * checks the same shape, the sender and that the URL is a preview of its own origin).
 */
export const adoptMessage = (url: string) => ({ source: 'lumi-studio', type: 'adopt', url }) as const;

export const runtimeErrorKinds = ['runtime-error', 'unhandled-rejection', 'console-error'] as const;

const runtimeErrorFields = {
  kind: z.enum(runtimeErrorKinds),
  message: z.string().max(4000),
  file: z.string().max(300).nullable(),
  line: z.number().int().min(0).nullable(),
  column: z.number().int().min(0).nullable(),
  stack: z.string().max(8000).nullable(),
};
export const runtimeErrorSchema = z.object(runtimeErrorFields);
export type RuntimeError = z.infer<typeof runtimeErrorSchema>;

/**
 * What the frame posts to the studio. The frame is untrusted: the parent accepts only this shape, from
 * its own frame, and only renders it as text.
 */
export const previewMessageSchema = z.discriminatedUnion('type', [
  /** The app's first frame is painted; `blank`: the page still showed nothing a while after it loaded. */
  z.object({ source: z.literal('lumi-preview'), type: z.literal('ready'), previewId: z.string().max(100), blank: z.boolean().optional() }),
  z.object({ source: z.literal('lumi-preview'), type: z.literal('missing'), previewId: z.string().max(100) }),
  /** The waiting page's bridge is listening: the studio may send it a build from now on. */
  z.object({ source: z.literal('lumi-preview'), type: z.literal('waiting'), previewId: z.literal('') }),
  /** The waiting page took the build the studio sent it, to run in place. */
  z.object({ source: z.literal('lumi-preview'), type: z.literal('adopting'), previewId: z.string().max(100) }),
  z.object({ source: z.literal('lumi-preview'), type: z.literal('runtime-error'), previewId: z.string().max(100), ...runtimeErrorFields }),
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

export const runtimeErrorReportSchema = z.object({
  errors: z.array(runtimeErrorSchema).min(1).max(20),
});
export type RuntimeErrorReport = z.infer<typeof runtimeErrorReportSchema>;
