import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template.js';

/** One migrated database for the whole run, copied by every test server (tests/support/test-server.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate();
  project.provide('lumiDatabaseTemplate', template);
  return remove;
}
