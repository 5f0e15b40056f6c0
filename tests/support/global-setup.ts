import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../scripts/server-build.js';
import { ensureWebBuild } from '../../scripts/web-build.js';
import { createDatabaseTemplate } from './database-template.js';

type Template = Awaited<ReturnType<typeof createDatabaseTemplate>>;

/**
 * The projects of one vitest run (server, e2e, and server-pg in CI) share what cannot differ between them: one
 * migrated template per database (the embedded one, or each PostgreSQL database) and one build of the preview's
 * packages. vitest runs the projects' setups one after the other in its own process, before the first file, and
 * their teardowns after the last.
 */
const run = globalThis as typeof globalThis & {
  lumiTemplates?: Map<string, Promise<Template>>;
  lumiServerBuild?: Promise<string>;
  lumiWebBuild?: Promise<void>;
};

/**
 * One migrated database for the whole run, copied by every test server, and one build of the preview's packages,
 * linked into each (tests/support/test-server.ts).
 */
export default async function setup(project: TestProject) {
  // The files that start Lumi as `npm start` does, in a process of their own (a server killed -9, a second server on a
  // locked folder, the operator's `npm run admin`), run the compiled bundle: built here once, with the web app its start
  // checks, rather than by the first of them (two at once on a clean clone would each compile it). The web build
  // (~14 s on a clean clone, 2 cores), the server's bundle and the database's migration need none of the others: they
  // run side by side.
  const webBuild = (run.lumiWebBuild ??= ensureWebBuild());
  const serverBuild = (run.lumiServerBuild ??= ensureServerBuild());
  // The project's own DATABASE_URL (the PostgreSQL pass, vitest.config.ts) before the run's.
  const databaseUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const templates = (run.lumiTemplates ??= new Map());
  const key = databaseUrl ?? 'pglite';
  let made = templates.get(key);
  const first = made === undefined;
  if (!made) {
    const earlier = [...templates.values()][0];
    made = (async () => createDatabaseTemplate(databaseUrl, earlier ? (await earlier).vendor : undefined))();
    templates.set(key, made);
  }
  const [{ template, vendor, remove }] = await Promise.all([made, webBuild, serverBuild]);
  project.provide('lumiDatabaseTemplate', template);
  project.provide('lumiPreviewVendor', vendor);
  return first ? remove : undefined;
}
