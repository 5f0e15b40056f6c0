import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../scripts/web-build.js';
import setupDatabaseTemplate from '../support/global-setup.js';

/** End-to-end tests drive the built app, as `npm start` serves it, each server on a copy of one migrated database. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  return setupDatabaseTemplate(project);
}
