import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { startTestServer } from '../../../tests/support/test-server.js';

/** Processes of this machine building a preview vendor bundle into `dataDir` (build-vendor-child), by pid. */
async function vendorBuildsInto(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('build-vendor-child') && command.includes(dataDir)) pids.push(Number(entry));
  }
  return pids;
}

it("un serveur arrêté pendant la construction des paquets de l'aperçu ne laisse pas ce travail tourner derrière lui", async () => {
  // A new data folder: the warm-up, once the server listens, builds the vendor bundle in a child process.
  const server = await startTestServer({ PREVIEW_WARM_UP: 'on' });
  try {
    await expect.poll(async () => (await vendorBuildsInto(server.dataDir)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  } finally {
    await server.close();
  }
  // Gone once the server has closed: the build (seconds of work) was caught in its first instants.
  expect(await vendorBuildsInto(server.dataDir)).toEqual([]);
}, 120_000);
