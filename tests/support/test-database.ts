import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { adminQuery } from './database-template.js';

/**
 * What this run's globalSetup (tests/support/global-setup.ts) made: the migrated database, the preview's packages.
 * Empty outside vitest or without it (a bench script): each server then makes its own.
 */
export function providedByRun(key: 'lumiDatabaseTemplate' | 'lumiPreviewVendor'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * With DATABASE_URL set, each test server gets its own PostgreSQL database on that server, so runs never see each
 * other's rows; without it, the embedded PGlite is used in the server's data folder. Either way the database is a copy
 * of the run's migrated template when there is one.
 */
export async function createTestDatabase(dataDir: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const template = providedByRun('lumiDatabaseTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // cpSync, not fs/promises' cp: Node 20's promise-based cp took 620–860 ms of CPU per copy of the template
    // (1,138 files, 40 MB, on tmpfs), cpSync 81–98 ms, for one copy per test server (bench/README.md, 2026-12-07).
    if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    return { url: undefined, drop: async () => {} };
  }
  const name = `lumi_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(baseUrl, name, template);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** PostgreSQL refuses to copy a template while another session is on it (two copies at once): try again. */
async function createDatabase(baseUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
