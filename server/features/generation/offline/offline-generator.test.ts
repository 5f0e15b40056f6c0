import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { applyReply, usePreviewBuilds } from '../../../../tests/support/offline-replies.js';
import { composeOfflineReply } from './compose-reply.js';
import { KINDS } from './kinds/index.js';
import { generateNewApp } from './new-app.js';

/**
 * Ideas as people write them, in French and English, short and long, odd ones included: every app the offline
 * generator makes from them must build in the preview.
 */
const PROMPTS = [
  'Une application de recettes avec favoris et liste de courses',
  'Un réseau social pour les passionnés de photographie',
  'Un site e-commerce pour les artisans locaux avec panier',
  'Un suivi de fitness avec des défis entre amis : journal des séances (course, vélo, musculation), classement et graphique',
  'Créer un tableau de bord pour suivre les ventes de ma boulangerie, avec les stocks de farine. Il doit fonctionner sur mobile',
  'Un blog de voyage avec carte et galerie photos',
  'Une messagerie pour les membres de mon club de tennis',
  'Créer une application de réservation pour un salon de coiffure avec connexion des clients',
  'Un portfolio pour une photographe, en vert',
  'Une app mobile de méditation en mode sombre',
  'Un site vitrine pour mon restaurant italien « Chez Luigi »',
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
  'todo',
  'quiz',
  'Un quiz sur les capitales européennes',
  'Une application pour noter mes idées et les retrouver vite',
  'Un kanban pour mon équipe de quatre personnes',
  'Je veux une appli mobile pour suivre mes dépenses du mois',
  'Une application de prise de rendez-vous pour mon cabinet de kinésithérapie',
  'Mon carnet de notes de cours, avec recherche',
  'An app to plan my weekly meals and generate the grocery list',
  'A personal finance tracker with monthly budgets and charts',
  'A booking system for a yoga studio with class slots',
  'Trivia game about movies with a high score',
  'A team messaging app with channels',
  'Something to keep track of my running sessions and my streak',
  'Une boutique de vêtements vintage, en orange, avec un panier et un formulaire de commande',
  'Application <script>alert(1)</script> de tâches "spéciale" & {rapide}',
  'Une appli pour ma grand-mère : grosses lettres, ses médicaments du jour, et appeler sa fille',
  'App',
  'Une application de recettes, une liste de tâches et un suivi du budget dans la même application',
];

const build = usePreviewBuilds();

/** Runs of `size` words of the idea, lower case: none of them may be found in the app. */
function promptRuns(prompt: string, size: number): string[] {
  const words = prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length < size ? [] : Array.from({ length: words.length - size + 1 }, (_, i) => words.slice(i, i + size).join(' '));
}

const textOf = (files: Record<string, string>) =>
  Object.values(files)
    .join('\n')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .join(' ');

/** The packages the app's files import, by package name (`@hookform/resolvers/zod` is `@hookform/resolvers`). */
function importedPackages(files: Record<string, string>): string[] {
  const specifiers = Object.values(files).flatMap((content) =>
    [...content.matchAll(/^import\s[^'"]*?['"]([^'"./][^'"]*)['"]/gm)].map((match) => match[1]!),
  );
  return [
    ...new Set(
      specifiers.map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ].sort();
}

const dependenciesOf = (files: Record<string, string>) =>
  (JSON.parse(files['package.json']!) as { dependencies: Record<string, string> }).dependencies;

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

describe('générateur hors ligne : chaque application construite passe dans l’aperçu', () => {
  it('la suite d’idées compte au moins 40 idées, en français et en anglais', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(40);
    expect(PROMPTS.filter((prompt) => generateNewApp(prompt).idea.lang === 'en').length).toBeGreaterThanOrEqual(10);
  });

  it.each(PROMPTS)('« %s »', async (prompt) => {
    const reply = composeOfflineReply({ mode: 'code', message: prompt, files: {}, history: [], attachments: [] });
    const { files, refused } = applyReply(reply, {});
    expect(refused).toEqual([]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'package.json',
        'src/main.tsx',
        'src/index.css',
        'src/App.tsx',
        'src/theme.ts',
        'src/lib/storage.ts',
        'src/pages/HomePage.tsx',
        'src/components/Navigation.tsx',
      ]),
    );
    const app = generateNewApp(prompt);
    // The name is never the idea pasted: at most 6 of its words.
    const promptWords = new Set(prompt.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    expect(
      app.name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word && promptWords.has(word)).length,
    ).toBeLessThanOrEqual(6);
    // No text of the app is a piece of the idea (4 words in a row).
    const text = textOf(files);
    expect(promptRuns(prompt, 4).filter((run) => text.includes(run))).toEqual([]);
    const result = await build(files);
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('ready');
  });

  it('une boutique générée valide son formulaire avec react-hook-form et zod, listés dans package.json', async () => {
    const app = generateNewApp('Une boutique de bijoux faits main avec un panier et un formulaire de commande');
    const page = app.files['src/pages/ShopPage.tsx']!;
    expect(page).toContain("import { zodResolver } from '@hookform/resolvers/zod';");
    expect(page).toContain("import { useForm } from 'react-hook-form';");
    expect(page).toContain("import { z } from 'zod';");
    expect(page).toContain('useForm<Checkout>({ resolver: zodResolver(checkoutSchema)');
    // Les messages de validation sont ceux de la langue de l'idée.
    expect(page).toContain("z.string().trim().min(1, 'Indiquez votre nom.')");
    expect(generateNewApp('An online shop for handmade ceramics with a cart and checkout').files['src/pages/ShopPage.tsx']).toContain(
      "z.string().trim().min(1, 'Please enter your name.')",
    );
    expect(dependenciesOf(app.files)).toMatchObject({ 'react-hook-form': '^7.60.0', zod: '^4.0.0', '@hookform/resolvers': '^7.0.0' });
    expect(importedPackages(app.files)).toEqual(Object.keys(dependenciesOf(app.files)).sort());
    // Les versions demandées sont celles installées avec Lumi : l'aperçu les prend sur place, sans avertissement.
    const result = await build(app.files);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('chaque application générée importe exactement les paquets de son package.json, en des versions installées avec Lumi', () => {
    for (const prompt of PROMPTS) {
      const { files } = generateNewApp(prompt);
      expect(importedPackages(files), prompt).toEqual(Object.keys(dependenciesOf(files)).sort());
    }
    expect(importedPackages(generateNewApp('Mon carnet de notes de cours, avec recherche').files)).toEqual(
      expect.arrayContaining(['@radix-ui/react-dialog', 'sonner']),
    );
    expect(importedPackages(generateNewApp('A to-do list app with tags and due dates').files)).toEqual([
      'lucide-react',
      'react',
      'react-dom',
      'react-router-dom',
    ]);
    for (const kind of KINDS)
      for (const [name, range] of Object.entries(kind.dependencies ?? {}))
        expect(semver.satisfies(installedVersion(name), range), `${kind.id} : ${name} ${range}`).toBe(true);
  });

  it('une idée en anglais donne une application entièrement en anglais', () => {
    for (const prompt of PROMPTS.filter((p) => generateNewApp(p).idea.lang === 'en')) {
      const pages = Object.entries(generateNewApp(prompt).files)
        .filter(([path]) => path.startsWith('src/pages/') || path.startsWith('src/components/') || path.startsWith('src/data/'))
        .map(([, content]) => content)
        .join('\n');
      expect(pages, prompt).not.toMatch(/\b(Ajouter|Rechercher|Supprimer|Accueil|Recettes|Tâches|Mes |Aucun|Envoyer|Valider)\b/);
    }
  });

  it('une idée qui demande plusieurs choses donne une application à plusieurs pages, avec un menu', () => {
    const app = generateNewApp('Une application de recettes avec une liste de tâches');
    expect(app.idea.kinds.map((kind) => kind.id)).toEqual(['recipes', 'todo']);
    expect(app.files['src/App.tsx']).toContain('<Route path="/taches" element={<TasksPage />} />');
    expect(app.files['src/components/Navigation.tsx']).toContain("{ to: '/taches', label: 'Tâches', icon: ListTodo },");
    expect(app.files['src/pages/HomePage.tsx']).toContain('<RecipesPage />');
  });

  it('le commerce dont parle un tableau de bord n’ajoute pas son site : pas de carte de restaurant dans les ventes d’une boulangerie', () => {
    const kinds = (idea: string) => generateNewApp(idea).idea.kinds.map((kind) => kind.id);
    expect(
      kinds('Créer un tableau de bord pour suivre les ventes de ma boulangerie, avec les stocks de farine. Il doit fonctionner sur mobile'),
    ).toEqual(['dashboard']);
    expect(kinds('Un tableau de bord des ventes et le site vitrine de ma boulangerie avec la carte')).toEqual(['dashboard', 'restaurant']);
    expect(kinds('Build a landing page for a bakery, in pink')).toEqual(['restaurant']);
  });

  it('les données d’exemple suivent le métier de l’idée : le comptoir d’une boulangerie, les prestations d’un salon de coiffure', () => {
    const bakeryApp = generateNewApp('Build a landing page for a bakery, in pink');
    expect(bakeryApp.name).toBe('The Corner Bakery');
    const bakery = bakeryApp.files['src/data/restaurant.ts']!;
    expect(bakery).toContain('"2":[["07:00","19:30"]]');
    expect(bakery).toContain('Sourdough loaf');
    expect(bakery).not.toContain('risotto');
    expect(generateNewApp('Le site de ma pizzeria avec la carte').files['src/data/restaurant.ts']).toContain('Pizza napolitaine');
    expect(
      generateNewApp('Créer une application de réservation pour un salon de coiffure avec connexion des clients').files[
        'src/data/booking.ts'
      ],
    ).toContain('Coupe femme');
    expect(generateNewApp('A booking system for a yoga studio with class slots').files['src/data/booking.ts']).toContain('Trial class');
    expect(
      generateNewApp('Une application de prise de rendez-vous pour mon cabinet de kinésithérapie').files['src/data/booking.ts'],
    ).toContain('Premier rendez-vous');
  });

  it('« application mobile » donne une mise en page de téléphone, avec les onglets en bas', () => {
    const app = generateNewApp('Une application mobile de recettes');
    expect(app.idea.mobile).toBe(true);
    expect(app.files['src/components/Navigation.tsx']).toContain('fixed inset-x-0 bottom-0');
    expect(generateNewApp('Un tableau de bord qui doit fonctionner sur mobile').idea.mobile).toBe(false);
  });

  it('une suite de demandes modifie l’application par petites modifications, et elle se construit toujours', async () => {
    let files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une application de notes partagées', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const pagesBefore = Object.keys(files).filter((p) => p.startsWith('src/pages/')).length;
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
    expect(Object.keys(files).filter((p) => p.startsWith('src/pages/')).length).toBe(pagesBefore + 5);
    const result = await build(files);
    expect(result.errors).toEqual([]);
    expect(result.css).toContain('bg-orange-600');
  });

  it("une demande qu'il ne sait pas traduire en code reçoit une réponse honnête, sans modification", () => {
    const files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une app de quiz', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const reply = composeOfflineReply({
      mode: 'code',
      message: 'Rends le tout plus moderne et plus rapide',
      files,
      history: [],
      attachments: [],
    });
    expect(reply).not.toContain('<lumi-');
    expect(reply).toContain('AI_PROVIDER');
  });

  it('un nom avec accent grave, accolades, chevron et barre oblique inverse est repris tel qu’écrit dans les pages ajoutées ensuite', () => {
    let files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une application de notes', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    files = applyReply(
      composeOfflineReply({
        mode: 'code',
        message: 'Renomme l’application en « L`atelier {de} Zoé \\ <b> »',
        files,
        history: [],
        attachments: [],
      }),
      files,
    ).files;
    expect(files['src/data/site.ts']).toContain("name: 'L\\`atelier {de} Zoé \\\\ <b>',");
    const applied = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Ajoute une page à propos', files, history: [], attachments: [] }),
      files,
    );
    expect(applied.refused).toEqual([]);
    expect(applied.files['src/pages/AProposPage.tsx']).toContain('L`atelier &#123;de&#125; Zoé \\ &lt;b&gt; est né d’une idée simple');
  });

  it('« make it dark mode and add a pricing page » fait les deux, en anglais dans une application anglaise', async () => {
    let files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'A habit tracker app', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const reply = composeOfflineReply({
      mode: 'code',
      message: 'make it dark mode and add a pricing page',
      files,
      history: [],
      attachments: [],
    });
    expect(reply).toContain('**dark mode** is on');
    expect(reply).toContain("I'm adding the **Pricing** page");
    const applied = applyReply(reply, files);
    expect(applied.refused).toEqual([]);
    files = applied.files;
    expect(files['src/theme.ts']).toContain("mode: 'sombre',");
    expect(files['src/pages/PricingPage.tsx']).toContain("['Starter', '$0', 'To try it out'],");
    expect(files['src/App.tsx']).toContain('<Route path="/pricing" element={<PricingPage />} />');
    const added = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Add a testimonials section and a contact page', files, history: [], attachments: [] }),
      files,
    );
    expect(added.refused).toEqual([]);
    const english = [added.files['src/components/TestimonialsSection.tsx'], added.files['src/pages/ContactPage.tsx']].join('\n');
    expect(english).toContain('What people say');
    expect(english).not.toMatch(/\b(Envoyer|Nom|Ils en parlent|Merci)\b/);
    expect((await build(added.files)).errors).toEqual([]);
  });

  it('une demande en plusieurs parties dit exactement ce qui a été fait et ce qui ne l’a pas été', () => {
    const files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une application de recettes', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const reply = composeOfflineReply({
      mode: 'code',
      message: 'Passe en vert, ajoute une page FAQ et connecte un paiement Stripe',
      files,
      history: [],
      attachments: [],
    });
    expect(reply).toContain('La couleur principale passe en **emerald** : seul `src/theme.ts` change.');
    expect(reply).toContain('J’ajoute la page **Questions fréquentes**');
    expect(reply).toContain('Je n’ai pas su faire hors ligne : « connecte un paiement Stripe »');
    expect(applyReply(reply, files).refused).toEqual([]);
  });

  it('« ajoute un champ priorité aux tâches » ajoute le champ au formulaire, à la carte et aux données ; ailleurs, il dit que non', async () => {
    const files = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une liste de tâches pour la maison', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const reply = composeOfflineReply({
      mode: 'code',
      message: 'Ajoute un champ priorité aux tâches',
      files,
      history: [],
      attachments: [],
    });
    expect(reply).toContain('Les tâches ont maintenant un champ **Priorité**');
    const applied = applyReply(reply, files);
    expect(applied.refused).toEqual([]);
    const page = applied.files['src/pages/TasksPage.tsx']!;
    expect(page).toContain('  priorite?: string;');
    expect(page).toContain('tag: tag.trim(), due, priorite: priorite.trim()');
    expect(page).toContain("aria-label={'Priorité'}");
    expect(page).toContain('Priorité : {task.priorite}');
    expect((await build(applied.files)).errors).toEqual([]);

    const recipes = applyReply(
      composeOfflineReply({ mode: 'code', message: 'Une application de recettes', files: {}, history: [], attachments: [] }),
      {},
    ).files;
    const refused = composeOfflineReply({
      mode: 'code',
      message: 'Passe en mode sombre et ajoute un champ calories aux recettes',
      files: recipes,
      history: [],
      attachments: [],
    });
    expect(refused).toContain('Le **mode sombre** est activé');
    expect(refused).toContain('Je n’ai pas su faire hors ligne : « ajoute un champ calories aux recettes »');
  });
});
