import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.js';
import { assemblePreview } from '../../preview/assemble-preview.js';
import { loadVendor, type Vendor } from '../../preview/build-vendor.js';
import { StyleBundler } from '../../preview/bundle-styles.js';
import { TailwindCompiler } from '../../preview/compile-tailwind.js';
import { LumiStreamParser } from '../protocol/stream-parser.js';
import { applyOperation } from '../protocol/apply-operations.js';
import { composeOfflineReply } from './compose-reply.js';

/** A fixed set of French and English prompts; every app the offline generator makes must build in the preview. */
const PROMPTS = [
  'Une application de recettes avec favoris et liste de courses',
  'Un réseau social pour les passionnés de photographie',
  'Un site e-commerce pour les artisans locaux avec panier',
  'Un suivi de fitness avec des défis entre amis',
  'Créer un tableau de bord pour suivre les ventes de ma boutique',
  'Un blog de voyage avec carte et galerie photos',
  'Une messagerie pour les membres de mon club de tennis',
  'Créer une application de réservation pour un salon de coiffure avec connexion des clients',
  'Un portfolio pour une photographe, en vert',
  'Une app mobile de méditation en mode sombre',
  "Un site vitrine pour mon restaurant italien « Chez Luigi »",
  'Une plateforme de cours en ligne avec comptes, tableau de bord et blog',
  'Gestion de budget familial avec catégories, graphiques et export',
  'A to-do list app with tags and due dates',
  'Create a habit tracker that reminds me every morning',
  'An online store for handmade jewelry with a shopping cart',
  'A chat app for remote teams with login',
  'A dashboard for my SaaS with analytics and a blog',
  'Build a landing page for a bakery, in pink',
  'A recipe sharing community where users sign up and post articles',
  "L'appli d'un club de lecture : sélection du mois, avis des membres & discussions",
  '   x   ',
];

/** Runs the offline reply through the real parser and application, as a generation would. */
function applyReply(reply: string, files: Record<string, string>) {
  const parser = new LumiStreamParser();
  const events = [...parser.push(reply), ...parser.end()];
  const next = { ...files };
  const refused: string[] = [];
  for (const event of events) {
    const operation =
      event.type === 'file-end'
        ? ({ kind: 'write', path: event.path, content: event.content } as const)
        : event.type === 'edit'
          ? ({ kind: 'edit', path: event.path, blocks: event.blocks, error: event.error } as const)
          : event.type === 'truncated'
            ? ({ kind: 'truncated', path: event.path, what: event.kind } as const)
            : null;
    if (!operation) continue;
    const result = applyOperation(next, operation);
    if (!result.ok) refused.push(`${result.path}: ${result.reason}`);
  }
  return { files: next, refused };
}

let dataDir: string;
let vendor: Vendor;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-offline-'));
  vendor = await loadVendor({ dataDir, logger: createLogger('silent') });
}, 120_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function build(files: Record<string, string>) {
  const bundler = new StyleBundler();
  try {
    return await assemblePreview({ previewId: 'test', files, parents: ['http://localhost:3000'], vendor, bundler, tailwind: new TailwindCompiler() });
  } finally {
    await bundler.dispose();
  }
}

describe('générateur hors ligne : chaque application construite passe dans l’aperçu', () => {
  it.each(PROMPTS)('« %s »', async (prompt) => {
    const reply = composeOfflineReply({ mode: 'code', message: prompt, files: {}, history: [], attachments: [] });
    const { files, refused } = applyReply(reply, {});
    expect(refused).toEqual([]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['package.json', 'src/main.tsx', 'src/index.css', 'src/App.tsx', 'src/pages/HomePage.tsx', 'src/components/Navigation.tsx', 'src/components/HeroSection.tsx', 'src/components/FeaturesSection.tsx', 'src/components/Footer.tsx']),
    );
    const result = await build(files);
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('ready');
    expect(result.css).toMatch(/\.bg-gradient-to-br\b/);
  });

  it('les sections demandées (connexion, tableau de bord, blog, boutique, messagerie) deviennent des pages', () => {
    const reply = composeOfflineReply({ mode: 'code', message: 'Une plateforme avec connexion, tableau de bord, blog, boutique et messagerie', files: {}, history: [], attachments: [] });
    const { files } = applyReply(reply, {});
    for (const page of ['LoginPage', 'DashboardPage', 'BlogPage', 'ShopPage', 'ChatPage']) expect(files[`src/pages/${page}.tsx`]).toBeDefined();
    expect(files['src/App.tsx']).toContain('<Route path="/boutique" element={<ShopPage />} />');
  });

  it('une suite de demandes modifie l’application par petites modifications, et elle se construit toujours', async () => {
    let files = applyReply(composeOfflineReply({ mode: 'code', message: 'Une application de notes partagées', files: {}, history: [], attachments: [] }), {}).files;
    for (const request of [
      'Ajoute une page contact',
      'ajoute une page à propos',
      'Ajoute une page FAQ',
      'Ajoute une page tarifs',
      'add a team page',
      'Ajoute une section témoignages',
      'Ajoute une section newsletter',
      'Change la couleur en orange',
      'Passe en mode sombre',
      'Renomme l’application en « Mes Notes »',
      'Repasse en mode clair',
    ]) {
      const reply = composeOfflineReply({ mode: 'code', message: request, files, history: [], attachments: [] });
      expect(reply).toContain('<lumi-');
      const applied = applyReply(reply, files);
      expect(applied.refused, request).toEqual([]);
      files = applied.files;
    }
    expect(files['src/data/site.ts']).toContain("name: 'Mes Notes',");
    expect(files['src/theme.ts']).toContain("button: 'bg-orange-600 hover:bg-orange-700 text-white',");
    expect(files['src/theme.ts']).toContain("mode: 'clair',");
    expect(Object.keys(files).filter((p) => p.startsWith('src/pages/')).length).toBe(6);
    const result = await build(files);
    expect(result.errors).toEqual([]);
    expect(result.css).toContain('bg-orange-600');
  });

  it("une demande qu'il ne sait pas traduire en code reçoit une réponse honnête, sans modification", () => {
    const files = applyReply(composeOfflineReply({ mode: 'code', message: 'Une app de quiz', files: {}, history: [], attachments: [] }), {}).files;
    const reply = composeOfflineReply({ mode: 'code', message: 'Rends le tout plus moderne et plus rapide', files, history: [], attachments: [] });
    expect(reply).not.toContain('<lumi-');
    expect(reply).toContain('AI_PROVIDER');
  });

  it('un nom avec accent grave, accolades, chevron et barre oblique inverse est repris tel qu’écrit dans les pages ajoutées ensuite', () => {
    let files = applyReply(composeOfflineReply({ mode: 'code', message: 'Une application de notes', files: {}, history: [], attachments: [] }), {}).files;
    files = applyReply(composeOfflineReply({ mode: 'code', message: 'Renomme l’application en « L`atelier {de} Zoé \\ <b> »', files, history: [], attachments: [] }), files).files;
    expect(files['src/data/site.ts']).toContain("name: 'L\\`atelier {de} Zoé \\\\ <b>',");
    const applied = applyReply(composeOfflineReply({ mode: 'code', message: 'Ajoute une page à propos', files, history: [], attachments: [] }), files);
    expect(applied.refused).toEqual([]);
    expect(applied.files['src/pages/AProposPage.tsx']).toContain('L`atelier &#123;de&#125; Zoé \\ &lt;b&gt; est né d’une idée simple');
  });
});

