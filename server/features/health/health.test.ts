import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReportSchema } from '../../../common/health.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('répond 200 avec la base joignable, la version et le temps de fonctionnement', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const report = healthReportSchema.parse(await response.json());
    expect(report.status).toBe('ok');
    expect(report.database.reachable).toBe(true);
    expect(report.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(report.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('répond 503 quand la base de données ne répond plus', async () => {
    await server.server.deps.database.close();
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    const report = healthReportSchema.parse(await response.json());
    expect(report.status).toBe('error');
    expect(report.database.reachable).toBe(false);
  });
});
