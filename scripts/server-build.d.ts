/** Types of scripts/server-build.js (plain JavaScript, run by `npm start` with Node alone) for the TypeScript that imports it. */
export const serverEntries: Record<string, string>;
export const externalPackages: string[];
export function isServerBuildStale(): boolean;
/** Bundles the server with esbuild when its bundle is missing or stale; returns the entry to import. */
export function ensureServerBuild(): Promise<string>;
