import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("en-têtes de sécurité de l'origine de l'application", () => {
  it("la CSP n'autorise que nos propres scripts et n'encadre que l'origine des contenus", async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-src ${server.contentUrl}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('une adresse inconnue sous /api répond 404 en JSON français', async () => {
    const response = await fetch(`${server.url}/api/nexiste-pas`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: "Cette adresse de l'API n'existe pas." });
  });

  it('sans SMTP, un nouveau compte est utilisable tout de suite', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'direct@exemple.fr', password: 'un-secret-tres-solide', name: 'direct' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join(';')).toMatch(/session_token=[^;]+; .*HttpOnly/i);
    expect(response.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);
  });
});
