import { THEME_KEYS, themeLine, themeValues, type ThemeKey } from './app-templates.js';
import { editTag, fileTag } from '../protocol/write-operations.js';
import { jsxText, readTsString, tsString } from './escape.js';
import { capitalize, componentName, detectColor } from './text.js';

type Files = Record<string, string>;

// ---------------------------------------------------------------------------- theme

function readTheme(content: string): Partial<Record<ThemeKey, string>> {
  const values: Partial<Record<ThemeKey, string>> = {};
  for (const key of THEME_KEYS) {
    const match = new RegExp(`^  ${key}: '([^']*)',$`, 'm').exec(content);
    if (match) values[key] = match[1];
  }
  return values;
}

/** Rewrites only the theme lines whose value changes, each as its own exact SEARCH/REPLACE block. */
function themeEdit(files: Files, change: { accent?: string; dark?: boolean }): string | null {
  const content = files['src/theme.ts'];
  if (!content) return null;
  const current = readTheme(content);
  const accent = change.accent ?? current.accent ?? 'indigo';
  const dark = change.dark ?? current.mode === 'sombre';
  const next = themeValues(accent, dark);
  const blocks = THEME_KEYS.filter((key) => current[key] !== undefined && current[key] !== next[key]).map((key) => ({
    search: themeLine(key, current[key]!),
    replace: themeLine(key, next[key]),
  }));
  return blocks.length ? editTag('src/theme.ts', blocks) : '';
}

// ---------------------------------------------------------------------------- pages

interface PageKind {
  match: RegExp;
  title: string;
  path: string;
  body: (siteName: string) => string;
}

const CONTACT_BODY = () => `      <form className={\`mt-8 space-y-4 rounded-2xl p-6 \${theme.card}\`} onSubmit={(e) => { e.preventDefault(); setSent(true); }}>
        <label className="block text-sm font-medium">
          Nom
          <input required className={\`mt-1 w-full rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
        </label>
        <label className="block text-sm font-medium">
          Email
          <input type="email" required className={\`mt-1 w-full rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
        </label>
        <label className="block text-sm font-medium">
          Message
          <textarea required rows={5} className={\`mt-1 w-full rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
        </label>
        <button type="submit" className={\`rounded-lg px-5 py-2 font-semibold \${theme.button}\`}>Envoyer</button>
        {sent ? <p role="status" className={\`text-sm \${theme.accentText}\`}>Merci ! Nous vous répondons très vite.</p> : null}
      </form>`;

const PAGES: PageKind[] = [
  { match: /\bcontact/i, title: 'Contact', path: '/contact', body: CONTACT_BODY },
  {
    match: /(?:^|\s)(?:à|a) propos|\babout\b|qui sommes/i,
    title: 'À propos',
    path: '/a-propos',
    body: (name) => `      <p className={\`mt-6 text-lg \${theme.muted}\`}>
        ${jsxText(name)} est né d’une idée simple : rendre le quotidien plus facile. Notre petite équipe y travaille chaque jour avec soin.
      </p>`,
  },
  {
    match: /\b(faq|questions)/i,
    title: 'Questions fréquentes',
    path: '/faq',
    body: () => `      <div className="mt-8 space-y-3">
        {[
          ['Est-ce gratuit ?', 'Oui, l’essentiel est gratuit. Des options avancées arrivent bientôt.'],
          ['Mes données sont-elles protégées ?', 'Oui, elles ne sont jamais revendues.'],
          ['Comment nous joindre ?', 'Par email ou depuis la page de contact.'],
        ].map(([question, answer]) => (
          <details key={question} className={\`rounded-xl p-4 \${theme.card}\`}>
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className={\`mt-2 \${theme.muted}\`}>{answer}</p>
          </details>
        ))}
      </div>`,
  },
  {
    match: /\b(tarifs?|prix|pricing|abonnements?)/i,
    title: 'Tarifs',
    path: '/tarifs',
    body: () => `      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {[
          ['Découverte', '0 €', 'Pour essayer'],
          ['Standard', '9 €', 'Pour un usage régulier'],
          ['Pro', '29 €', 'Pour les équipes'],
        ].map(([plan, price, text]) => (
          <div key={plan} className={\`rounded-2xl p-6 text-center \${theme.card}\`}>
            <h2 className={\`font-semibold \${theme.heading}\`}>{plan}</h2>
            <p className="mt-2 text-3xl font-bold">{price}<span className={\`text-sm \${theme.muted}\`}> / mois</span></p>
            <p className={\`mt-2 text-sm \${theme.muted}\`}>{text}</p>
            <button type="button" className={\`mt-4 w-full rounded-lg px-4 py-2 font-semibold \${theme.button}\`}>Choisir</button>
          </div>
        ))}
      </div>`,
  },
];

function pageFile(component: string, title: string, body: string, usesState: boolean): string {
  return `${usesState ? "import { useState } from 'react';\n" : ''}import { theme } from '../theme';

export default function ${component}() {
${usesState ? '  const [sent, setSent] = useState(false);\n' : ''}  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className={\`text-3xl font-bold \${theme.heading}\`}>${jsxText(title)}</h1>
${body}
    </section>
  );
}
`;
}

/** A new page: its file, a route in App.tsx and a link in the navigation, through exact edits. */
function addPage(files: Files, request: string, siteName: string): string | null {
  const known = PAGES.find((p) => p.match.test(request));
  const named = /page\s+(?:de\s+|d[’']\s*|«\s*)?([\p{L}][\p{L}\s-]{1,30}?)(?:\s*»|[.,!?]|$|\s+(?:avec|pour|qui|with|et)\b)/iu.exec(request)?.[1]?.trim();
  const englishNamed = /\badd (?:an? )?([a-z]+) page\b/i.exec(request)?.[1];
  const title = known?.title ?? capitalize(named ?? englishNamed ?? 'Nouvelle page');
  const component = `${componentName(title)}Page`;
  const path = known?.path ?? `/${componentName(title).toLowerCase()}`;
  const file = `src/pages/${component}.tsx`;
  if (files[file]) return `La page **${title}** existe déjà (\`${file}\`).\n`;
  const app = files['src/App.tsx'];
  const nav = files['src/components/Navigation.tsx'];
  // The menu's first entry, the home page's (« Accueil », or the app's main page): the new link goes after it.
  const homeLink = nav ? /^ {2}\{ to: '\/', label: .*\},$/m.exec(nav)?.[0] : undefined;
  if (!app || !nav || !homeLink) return null;
  const body = known ? known.body(siteName) : `      <p className={\`mt-6 \${theme.muted}\`}>Le contenu de la page ${jsxText(title)} arrive ici.</p>`;
  const ops = [
    fileTag(file, pageFile(component, title, body, known?.path === '/contact')),
    editTag('src/App.tsx', [
      { search: "import HomePage from './pages/HomePage';", replace: `import HomePage from './pages/HomePage';\nimport ${component} from './pages/${component}';` },
      { search: '            <Route path="*" element={<HomePage />} />', replace: `            <Route path="${path}" element={<${component} />} />\n            <Route path="*" element={<HomePage />} />` },
    ]),
    editTag('src/components/Navigation.tsx', [{ search: homeLink, replace: `${homeLink}\n  { to: '${path}', label: ${tsString(title)} },` }]),
  ];
  return `J’ajoute la page **${title}** (\`${file}\`), sa route \`${path}\` et son lien dans le menu.\n\n${ops.join('')}`;
}

// ---------------------------------------------------------------------------- sections

const SECTIONS: { match: RegExp; name: string; component: string; content: string }[] = [
  {
    match: /t[ée]moignages?|avis|testimonials?|reviews?/i,
    name: 'témoignages',
    component: 'TestimonialsSection',
    content: `const quotes = [
  { name: 'Sophie M.', text: 'Enfin une application simple qui fait exactement ce qu’il faut.' },
  { name: 'Karim B.', text: 'Je l’utilise tous les jours, je ne pourrais plus m’en passer.' },
  { name: 'Élodie R.', text: 'Claire, rapide et agréable. Bravo à l’équipe !' },
];

export default function TestimonialsSection() {
  return (
    <section className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>Ils en parlent</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {quotes.map((quote) => (
            <figure key={quote.name} className={\`rounded-2xl p-6 \${theme.card}\`}>
              <blockquote className={theme.muted}>« {quote.text} »</blockquote>
              <figcaption className={\`mt-4 font-semibold \${theme.accentText}\`}>{quote.name}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
`,
  },
  {
    match: /newsletter|inscription.*email|lettre d'information/i,
    name: 'newsletter',
    component: 'NewsletterSection',
    content: `import { useState } from 'react';

export default function NewsletterSection() {
  const [done, setDone] = useState(false);
  return (
    <section className={\`py-16 \${theme.surface}\`}>
      <div className="mx-auto max-w-xl px-4 text-center">
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>Restez informé</h2>
        <p className={\`mt-2 \${theme.muted}\`}>Une lettre par mois, pas plus.</p>
        <form className="mt-6 flex flex-col gap-2 sm:flex-row" onSubmit={(e) => { e.preventDefault(); setDone(true); }}>
          <input type="email" required placeholder="vous@exemple.fr" aria-label="Email" className={\`flex-1 rounded-lg border border-slate-300 bg-transparent px-3 py-2 outline-none \${theme.ring}\`} />
          <button type="submit" className={\`rounded-lg px-5 py-2 font-semibold \${theme.button}\`}>S’abonner</button>
        </form>
        {done ? <p role="status" className={\`mt-3 text-sm \${theme.accentText}\`}>Merci, c’est noté !</p> : null}
      </div>
    </section>
  );
}
`,
  },
];

function addSection(files: Files, request: string): string | null {
  const section = SECTIONS.find((s) => s.match.test(request));
  const home = files['src/pages/HomePage.tsx'];
  if (!section || !home) return null;
  // The home page's first import and its last block (<FeaturesSection />, or the app's main page): the section
  // is imported after the one and shown after the other.
  const firstImport = /^import .*;$/m.exec(home)?.[0];
  const lastBlock = [...home.matchAll(/^ {6}<[A-Z]\w* \/>$/gm)].at(-1)?.[0];
  if (!firstImport || !lastBlock) return null;
  const file = `src/components/${section.component}.tsx`;
  if (files[file]) return `La section ${section.name} existe déjà (\`${file}\`).\n`;
  const content = section.content.startsWith('import')
    ? section.content.replace(/^(import .*\n)/, `$1import { theme } from '../theme';\n`)
    : `import { theme } from '../theme';\n\n${section.content}`;
  return (
    `J’ajoute une section **${section.name}** sur la page d’accueil.\n\n` +
    fileTag(file, content) +
    editTag('src/pages/HomePage.tsx', [
      { search: firstImport, replace: `${firstImport}\nimport ${section.component} from '../components/${section.component}';` },
      { search: lastBlock, replace: `${lastBlock}\n      <${section.component} />` },
    ])
  );
}

// ---------------------------------------------------------------------------- texts

function renameSite(files: Files, request: string): string | null {
  const site = files['src/data/site.ts'];
  const match = /\b(?:renomm\w*|appel\w*|titre|nom|rename|title|name)\b.*?\b(?:en|à|par|to)\s*[«"'“]?\s*([^"»'”]{2,60}?)\s*[»"'”]?\s*[.!]?$/iu.exec(request.trim());
  const current = site ? /^ {2}name: ('(?:[^'\\\n]|\\.)*'),$/m.exec(site)?.[1] : undefined;
  if (!match?.[1] || !site || !current) return null;
  const name = capitalize(match[1].trim());
  return `Le nom de l’application devient **${name}**.\n\n${editTag('src/data/site.ts', [{ search: `  name: ${current},`, replace: `  name: ${tsString(name)},` }])}`;
}

// ---------------------------------------------------------------------------- dispatch

/** Answers a request on an existing offline app with edits; null when the request is not understood. */
export function editExistingApp(files: Files, request: string): string | null {
  const literal = /^ {2}name: ('(?:[^'\\\n]|\\.)*'),$/m.exec(files['src/data/site.ts'] ?? '')?.[1];
  // The name as the user wrote it (the file holds it escaped): it is escaped again for wherever it goes.
  const siteName = (literal && readTsString(literal)) || 'votre application';

  if (/\b(ajout\w*|cr[ée]\w*|add|nouvelle|new)\b.*\bpage\b/i.test(request) || /\bpage\b.*\b(contact|à propos|faq|tarifs)\b/i.test(request)) {
    const reply = addPage(files, request, siteName);
    if (reply) return reply;
  }
  if (/\b(ajout\w*|add|cr[ée]\w*)\b.*\bsection\b/i.test(request) || /\bsection\b.*(t[ée]moignages|newsletter|avis)/i.test(request)) {
    const reply = addSection(files, request);
    if (reply) return reply;
  }
  const wantsDark = /\b(mode sombre|th[èe]me sombre|sombre|dark|nuit)\b/i.test(request);
  const wantsLight = /\b(mode clair|th[èe]me clair|clair|light)\b/i.test(request);
  const color = detectColor(request);
  if ((color && /\b(couleur|color|colour|th[èe]me|en|in|teinte)\b/i.test(request)) || wantsDark || wantsLight) {
    const edit = themeEdit(files, { ...(color ? { accent: color } : {}), ...(wantsDark ? { dark: true } : wantsLight ? { dark: false } : {}) });
    if (edit === '') return 'C’est déjà le cas : rien à changer dans `src/theme.ts`.\n';
    if (edit) {
      const what = [color ? `la couleur principale passe en **${color}**` : '', wantsDark ? 'le **mode sombre** est activé' : wantsLight ? 'le **mode clair** est rétabli' : '']
        .filter(Boolean)
        .join(' et ');
      return `${capitalize(what)} : seul \`src/theme.ts\` change.\n\n${edit}`;
    }
  }
  return renameSite(files, request);
}
