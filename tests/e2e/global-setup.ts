import type { TestProject } from 'vitest/node';
import setupDatabaseTemplate from '../support/global-setup.js';

/**
 * End-to-end tests drive the built app, as `npm start` serves it (the run's setup builds it when missing or stale),
 * each server on a copy of one migrated database.
 */
export default async function setup(project: TestProject) {
  return setupDatabaseTemplate(project);
}
