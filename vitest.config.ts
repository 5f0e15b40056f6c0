import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('./', import.meta.url));

const alias = {
  '@': fileURLToPath(new URL('./web', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
};

const SERVER_TESTS = ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts'];

/**
 * Test files run side by side, as many as the cores (at most 6), each with its own servers, data folders, databases
 * and browser contexts (a journey worker's files share one Chromium, tests/e2e/browser-fixture.ts). One more than the cores kept both cores busy (a full run 565 → 511 s, idle 163 → 38 core-seconds)
 * but one CI run in three then failed a studio journey whose preview did not show the typed change within 30 s, not
 * understood yet: back to as many as the cores until it is (decision 033).
 */
const WORKERS = Math.min(availableParallelism(), 6);

const serverProject = {
  resolve: { alias },
  test: {
    name: 'server',
    // A worker process runs file after file with the modules it has loaded: a new process per file loaded and
    // compiled the whole server again each time (~60 s of CPU per run). Each file still starts its own servers,
    // data folders and databases; a test that needs a process of its own (the vendor child's) spawns one.
    isolate: false,
    include: SERVER_TESTS,
    environment: 'node',
    maxWorkers: WORKERS,
    // Most tests start a whole server (a new embedded database each time): a CI machine busy with the other
    // test files gets the time it needs, without a timed assertion anywhere.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 10_000, interval: 50 } },
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // One migrated database for the run: each test server starts from a copy.
    globalSetup: ['tests/support/global-setup.ts'],
  },
} satisfies TestProjectInlineConfiguration;

/**
 * With LUMI_TEST_POSTGRES_URL (CI sets it), a third project runs the server files that reach the configured database
 * again on that PostgreSQL server, in the same run as the two others: one pool keeps both cores busy from the first
 * file to the last instead of three runs each ending on one file. Only the files that start a server or open a
 * database through tests/support (test-server, test-database, data-home, the only helpers reading DATABASE_URL) run
 * again: the others (the generator, the bundler, the parsers, PGlite's own files) give the same answer on both.
 */
const postgresUrl = process.env.LUMI_TEST_POSTGRES_URL;

function databaseTestFiles(): string[] {
  const reachesDatabase = /tests\/support\/(test-server|test-database|data-home)(\.js)?'/;
  return ['server', 'common', 'web'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => reachesDatabase.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

function postgresProject(url: string): TestProjectInlineConfiguration {
  return {
    ...serverProject,
    test: { ...serverProject.test, name: 'server-pg', include: databaseTestFiles(), env: { DATABASE_URL: url } },
  };
}

/**
 * Files that wait more than they work, started before the others so that none of them ends the run alone on one core
 * while the other is idle: on PostgreSQL, the kill -9 build test waits ~57 s for the killed server's build to be
 * taken again (a CI run ended on it, 72 core-seconds idle). vitest's own order (the last run's durations, or file
 * sizes on a clean clone) follows for the rest.
 */
const STARTED_FIRST = new Set(['server-pg server/features/builds/build-kill.test.ts']);

class StartWaitersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      STARTED_FIRST.has(`${file.project.name} ${path.relative(root, file.moduleId).split(path.sep).join('/')}`);
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: StartWaitersFirst },
    projects: [
      serverProject,
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          // As the server project: a worker process runs file after file, so the server's modules and Playwright are
          // loaded once per worker, not once per file (~97 s of import in a CI run). Each file keeps its own server
          // and browser contexts; the worker's Chromium is shared by its files.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The server project's setup: it also builds the web app the journeys drive, as `npm start` serves it.
          globalSetup: ['tests/support/global-setup.ts'],
          // As many side by side as the server files (vitest wants one count for projects run together).
          maxWorkers: WORKERS,
          // Journeys wait on what the page shows; a loaded CI machine gets the time a person would give it.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl ? [postgresProject(postgresUrl)] : []),
    ],
  },
});
