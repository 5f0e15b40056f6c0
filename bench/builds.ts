/**
 * Builds benchmark: the web production build (rolldown + Tailwind + manifest, icons, service worker) of the
 * generated 50-file bench app, cold and warm, then through the server: « Publier » → served, and a republish of a
 * one-file edit → the new version served. Set DATABASE_URL to measure PostgreSQL. BENCH_RUNS sets the runs.
 */
import { makeWebBuild } from '../server/features/builds/make-web-build.js';
import { createHttpClient } from '../tests/support/http-client.js';
import { startTestServer } from '../tests/support/test-server.js';
import { editOne, generateApp } from './preview-apps.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

const app = generateApp(50);
const times: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const build = await makeWebBuild({ title: 'Banc 50 fichiers', files: run % 2 === 0 ? app : editOne(app, run) });
  times.push(performance.now() - started);
  bytes = [...build.files.values()].reduce((sum, file) => sum + file.byteLength, 0);
}
console.log(`web build, 50 files: first ${ms(times[0]!)}, median of ${RUNS} ${ms(median(times))}, site ${(bytes / 1000).toFixed(1)} kB`);

const server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
try {
  const client = createHttpClient(server.url);
  await client.signUp(`banc-${Date.now()}@exemple.fr`, 'motdepasse-banc');
  const { project } = (await client.post('/api/projects', { title: 'Banc', files: app })).json as { project: { id: string } };
  const served = async (needle: string) => {
    for (;;) {
      const page = await fetch(`${server.contentUrl}/a/banc-publication/`);
      if (page.ok) {
        const script = /src="(assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1];
        if (script && (await (await fetch(`${server.contentUrl}/a/banc-publication/${script}`)).text()).includes(needle)) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  let started = performance.now();
  await client.post(`/api/projects/${project.id}/publication`, { slug: 'banc-publication' });
  await served('Composant');
  console.log(`publish (request → served): ${ms(performance.now() - started)}`);
  const republish: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const edited = editOne(app, run * 7);
    const marker = `republication-${run}`;
    const files = {
      ...edited,
      'src/marker.ts': `export const marker = '${marker}';\n`,
      'src/App.tsx': `import { marker } from './marker';\nconsole.log(marker);\n${edited['src/App.tsx']}`,
    };
    await client.post(`/api/projects/${project.id}/versions`, { baseVersion: run, files });
    started = performance.now();
    await client.post(`/api/projects/${project.id}/publication`, { slug: 'banc-publication' });
    await served(marker);
    republish.push(performance.now() - started);
  }
  console.log(`republish of an edit (request → new version served): ${republish.map(ms).join(', ')}`);
} finally {
  await server.close();
}
