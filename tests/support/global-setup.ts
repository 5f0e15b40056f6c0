import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template.js';

/**
 * One migrated database for the whole run, copied by every test server, and one build of the preview's packages,
 * linked into each (tests/support/test-server.ts).
 */
export default async function setup(project: TestProject) {
  // The project's own DATABASE_URL (the PostgreSQL pass, vitest.config.ts) before the run's.
  const { template, vendor, remove } = await createDatabaseTemplate(project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL);
  project.provide('lumiDatabaseTemplate', template);
  project.provide('lumiPreviewVendor', vendor);
  return remove;
}
