/**
 * CI, after `npm ci --omit=dev && npm start`: a production install builds a preview. Signs up on the running Lumi,
 * builds an app that imports React, the router, lucide and a Radix primitive of the local set, and fetches the page
 * and every package file it names from the content origin. Node's own modules only: no dev dependency is there.
 *
 *   tsx scripts/check-production-preview.ts http://localhost:3999
 */
import process from 'node:process';

const base = process.argv[2] ?? 'http://localhost:3000';

function fail(message: string): never {
  console.error(`[lumi] Installation de production : ${message}`);
  process.exit(1);
}

const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: `production-${Date.now()}@exemple.fr`, password: 'un mot de passe assez long', name: 'Production' }),
});
if (!signUp.ok) fail(`inscription refusée (${signUp.status}) : ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((entry) => entry.split(';')[0])
  .join('; ');

const files = {
  'src/App.tsx': [
    "import { BrowserRouter, Routes, Route } from 'react-router-dom';",
    "import { Heart } from 'lucide-react';",
    "import * as Dialog from '@radix-ui/react-dialog';",
    'export default function App() {',
    '  return <BrowserRouter><Routes><Route path="*" element={<Dialog.Root><Dialog.Trigger><Heart /> Ouvrir</Dialog.Trigger></Dialog.Root>} /></Routes></BrowserRouter>;',
    '}',
  ].join('\n'),
};
const built = await fetch(`${base}/api/preview`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base, cookie },
  body: JSON.stringify({ files }),
});
if (!built.ok) fail(`l'aperçu a répondu ${built.status} : ${await built.text()}`);
const { preview } = (await built.json()) as { preview: { url: string; status: string; errors: { message: string }[] } };
if (preview.status !== 'ready')
  fail(`l'aperçu n'est pas prêt (${preview.status}) : ${preview.errors.map((error) => error.message).join(' ; ')}`);

const page = await fetch(preview.url);
const html = await page.text();
if (!page.ok) fail(`la page de l'aperçu répond ${page.status}`);
const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
if (!map) fail("la page de l'aperçu n'a pas d'import map");
const imports = (JSON.parse(map) as { imports: Record<string, string> }).imports;
for (const specifier of ['react', 'react-dom/client', 'react-router-dom', '@radix-ui/react-dialog']) {
  const target = imports[specifier];
  if (!target) fail(`l'import map ne donne pas « ${specifier} »`);
  const file = await fetch(new URL(target, preview.url));
  if (!file.ok || !(await file.text()).includes('export')) fail(`« ${specifier} » (${target}) répond ${file.status}`);
}
console.log(`[lumi] Installation de production : aperçu prêt, ${Object.keys(imports).length} modules dans l'import map, tous servis.`);
