import { describe, expect, it } from 'vitest';
import { createSaveQueue, type SavedVersion } from './working-copy';

/** A server that answers each save after `delayMs`, with the next version, and refuses a stale base as the real one does (409). */
function fakeServer(delayMs = 5) {
  let latest = 1;
  const bases: number[] = [];
  return {
    bases,
    send: async (base: number): Promise<SavedVersion> => {
      bases.push(base);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (base !== latest) throw Object.assign(new Error('Conflit'), { status: 409 });
      latest += 1;
      return { number: latest, createdAt: new Date().toISOString() };
    },
  };
}

function studioState(files: Record<string, string>) {
  const state = { files, saved: { 'src/App.tsx': 'avant' } as Record<string, string>, baseVersion: 1 };
  return state;
}

describe('la copie de travail du studio', () => {
  it('deux Ctrl+S coup sur coup ne font qu’une sauvegarde, sans conflit avec soi-même', async () => {
    const server = fakeServer();
    const state = studioState({ 'src/App.tsx': 'après' });
    const queue = createSaveQueue({
      read: () => state,
      send: (base) => server.send(base),
      onSaved: (files, version) => Object.assign(state, { saved: files, baseVersion: version.number }),
    });
    const results = await Promise.all([queue.save(), queue.save()]);
    expect(results[0]).toMatchObject({ number: 2 });
    expect(results[1]).toBe('unchanged');
    expect(server.bases).toEqual([1]);
    expect(queue.busy).toBe(false);
  });

  it('une frappe pendant une sauvegarde part dans la suivante, sur la version que la première a faite', async () => {
    const server = fakeServer(20);
    const state = studioState({ 'src/App.tsx': 'après' });
    const queue = createSaveQueue({
      read: () => state,
      send: (base) => server.send(base),
      onSaved: (files, version) => Object.assign(state, { saved: files, baseVersion: version.number }),
    });
    const first = queue.save({ summary: 'Sauvegarde automatique' });
    await expect.poll(() => server.bases.length).toBe(1);
    state.files = { 'src/App.tsx': 'après, encore' };
    const second = queue.save();
    await expect(first).resolves.toMatchObject({ number: 2 });
    await expect(second).resolves.toMatchObject({ number: 3 });
    expect(server.bases).toEqual([1, 2]);
  });

  it('une sauvegarde refusée laisse la suivante partir, et « garder mes modifications » envoie sur la version donnée', async () => {
    const server = fakeServer();
    const state = { ...studioState({ 'src/App.tsx': 'après' }), baseVersion: 0 };
    const queue = createSaveQueue({
      read: () => state,
      send: (base) => server.send(base),
      onSaved: (files, version) => Object.assign(state, { saved: files, baseVersion: version.number }),
    });
    await expect(queue.save()).rejects.toMatchObject({ status: 409 });
    await expect(queue.save({ base: 1 })).resolves.toMatchObject({ number: 2 });
    expect(server.bases).toEqual([0, 1]);
  });
});
