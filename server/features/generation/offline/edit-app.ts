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

type Lang = 'fr' | 'en';
const tr = (lang: Lang, fr: string, en: string) => (lang === 'fr' ? fr : en);

const CONTACT_BODY = (
  lang: Lang,
) => `      <form className={\`mt-8 space-y-4 rounded-2xl p-6 \${theme.card}\`} onSubmit={(e) => { e.preventDefault(); setSent(true); }}>
        <label className="block text-sm font-medium">
          ${tr(lang, 'Nom', 'Name')}
          <input required className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        </label>
        <label className="block text-sm font-medium">
          Email
          <input type="email" required className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        </label>
        <label className="block text-sm font-medium">
          Message
          <textarea required rows={5} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
        </label>
        <button type="submit" className={\`rounded-lg px-5 py-2 font-semibold \${theme.button}\`}>${tr(lang, 'Envoyer', 'Send')}</button>
        {sent ? <p role="status" className={\`text-sm \${theme.accentText}\`}>${tr(lang, 'Merci ! Nous vous répondons très vite.', 'Thank you! We will get back to you soon.')}</p> : null}
      </form>`;

interface PageKind {
  match: RegExp;
  title: Record<Lang, string>;
  path: Record<Lang, string>;
  body: (siteName: string, lang: Lang) => string;
}

const PAGES: PageKind[] = [
  {
    match: /\bcontact/i,
    title: { fr: 'Contact', en: 'Contact' },
    path: { fr: '/contact', en: '/contact' },
    body: (_, lang) => CONTACT_BODY(lang),
  },
  {
    match: /(?:^|\s)(?:à|a) propos|\babout\b|qui sommes/i,
    title: { fr: 'À propos', en: 'About' },
    path: { fr: '/a-propos', en: '/about' },
    body: (name, lang) => `      <p className={\`mt-6 text-lg \${theme.muted}\`}>
        ${tr(lang, `${jsxText(name)} est né d’une idée simple : rendre le quotidien plus facile. Notre petite équipe y travaille chaque jour avec soin.`, `${jsxText(name)} started from a simple idea: make everyday life easier. Our small team works on it with care every day.`)}
      </p>`,
  },
  {
    match: /\b(faq|questions)/i,
    title: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
    path: { fr: '/faq', en: '/faq' },
    body: (_, lang) => `      <div className="mt-8 space-y-3">
        {[
          ${tr(
            lang,
            `['Est-ce gratuit ?', 'Oui, l’essentiel est gratuit. Des options avancées arrivent bientôt.'],
          ['Mes données sont-elles protégées ?', 'Oui, elles ne sont jamais revendues.'],
          ['Comment nous joindre ?', 'Par email ou depuis la page de contact.'],`,
            `['Is it free?', 'Yes, the essentials are free. Advanced options are coming soon.'],
          ['Is my data safe?', 'Yes, it is never sold.'],
          ['How can I reach you?', 'By email or from the contact page.'],`,
          )}
        ].map(([question, answer]) => (
          <details key={question} className={\`rounded-xl p-4 \${theme.card}\`}>
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className={\`mt-2 \${theme.muted}\`}>{answer}</p>
          </details>
        ))}
      </div>`,
  },
  {
    match: /\b(tarifs?|prix|pricing|prices|abonnements?|plans)\b/i,
    title: { fr: 'Tarifs', en: 'Pricing' },
    path: { fr: '/tarifs', en: '/pricing' },
    body: (_, lang) => `      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {[
          ${tr(
            lang,
            `['Découverte', '0 €', 'Pour essayer'],
          ['Standard', '9 €', 'Pour un usage régulier'],
          ['Pro', '29 €', 'Pour les équipes'],`,
            `['Starter', '$0', 'To try it out'],
          ['Standard', '$9', 'For regular use'],
          ['Pro', '$29', 'For teams'],`,
          )}
        ].map(([plan, price, text]) => (
          <div key={plan} className={\`rounded-2xl p-6 text-center \${theme.card}\`}>
            <h2 className={\`font-semibold \${theme.heading}\`}>{plan}</h2>
            <p className="mt-2 text-3xl font-bold">{price}<span className={\`text-sm \${theme.muted}\`}> / ${tr(lang, 'mois', 'month')}</span></p>
            <p className={\`mt-2 text-sm \${theme.muted}\`}>{text}</p>
            <button type="button" className={\`mt-4 w-full rounded-lg px-4 py-2 font-semibold \${theme.button}\`}>${tr(lang, 'Choisir', 'Choose')}</button>
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
      <h2 className={\`text-3xl font-bold \${theme.heading}\`}>${jsxText(title)}</h2>
${body}
    </section>
  );
}
`;
}

/** What one part of a request led to: the sentence of the reply and the operations. */
interface Change {
  said: string;
  operations: string;
}

/** A new page: its file, a route in App.tsx and a link in the navigation, through exact edits. */
function addPage(files: Files, request: string, siteName: string, lang: Lang): Change | null {
  const known = PAGES.find((p) => p.match.test(request));
  const named = /page\s+(?:de\s+|d[’']\s*|«\s*)?([\p{L}][\p{L}\s-]{1,30}?)(?:\s*»|[.,!?]|$|\s+(?:avec|pour|qui|with|et|and)\b)/iu
    .exec(request)?.[1]
    ?.trim();
  const englishNamed = /\b(?:add|new|create)?\s*(?:an? )?([a-z]+) page\b/i.exec(request)?.[1];
  const fallback = tr(lang, 'Nouvelle page', 'New page');
  const title = known?.title[lang] ?? capitalize((lang === 'en' ? (englishNamed ?? named) : (named ?? englishNamed)) ?? fallback);
  const component = `${componentName(title)}Page`;
  const path = known?.path[lang] ?? `/${componentName(title).toLowerCase()}`;
  const file = `src/pages/${component}.tsx`;
  if (files[file])
    return {
      said: tr(lang, `La page **${title}** existe déjà (\`${file}\`).`, `The **${title}** page already exists (\`${file}\`).`),
      operations: '',
    };
  const app = files['src/App.tsx'];
  const nav = files['src/components/Navigation.tsx'];
  // The menu's first entry, the home page's (« Accueil », or the app's main page): the new link goes after it.
  const homeLink = nav ? /^ {2}\{ to: '\/', label: .*\},$/m.exec(nav)?.[0] : undefined;
  if (!app || !nav || !homeLink) return null;
  const body = known
    ? known.body(siteName, lang)
    : `      <p className={\`mt-6 \${theme.muted}\`}>${tr(lang, `Le contenu de la page ${jsxText(title)} arrive ici.`, `The content of the ${jsxText(title)} page goes here.`)}</p>`;
  const operations = [
    fileTag(file, pageFile(component, title, body, known?.path.fr === '/contact')),
    editTag('src/App.tsx', [
      {
        search: "import HomePage from './pages/HomePage';",
        replace: `import HomePage from './pages/HomePage';\nimport ${component} from './pages/${component}';`,
      },
      {
        search: '            <Route path="*" element={<HomePage />} />',
        replace: `            <Route path="${path}" element={<${component} />} />\n            <Route path="*" element={<HomePage />} />`,
      },
    ]),
    editTag('src/components/Navigation.tsx', [
      { search: homeLink, replace: `${homeLink}\n  { to: '${path}', label: ${tsString(title)} },` },
    ]),
  ].join('');
  return {
    said: tr(
      lang,
      `J’ajoute la page **${title}** (\`${file}\`), sa route \`${path}\` et son lien dans le menu.`,
      `I'm adding the **${title}** page (\`${file}\`), its route \`${path}\` and its link in the menu.`,
    ),
    operations,
  };
}

// ---------------------------------------------------------------------------- sections

const SECTIONS: { match: RegExp; name: Record<Lang, string>; component: string; content: (lang: Lang) => string }[] = [
  {
    match: /t[ée]moignages?|avis|testimonials?|reviews?/i,
    name: { fr: 'témoignages', en: 'testimonials' },
    component: 'TestimonialsSection',
    content: (lang) => `const quotes = [
${tr(
  lang,
  `  { name: 'Sophie M.', text: 'Enfin une application simple qui fait exactement ce qu’il faut.' },
  { name: 'Karim B.', text: 'Je l’utilise tous les jours, je ne pourrais plus m’en passer.' },
  { name: 'Élodie R.', text: 'Claire, rapide et agréable. Bravo à l’équipe !' },`,
  `  { name: 'Sophie M.', text: 'Finally a simple app that does exactly what it should.' },
  { name: 'Karim B.', text: 'I use it every day, I could not do without it now.' },
  { name: 'Emily R.', text: 'Clear, fast and pleasant. Well done to the team!' },`,
)}
];

export default function TestimonialsSection() {
  return (
    <section className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className={\`text-center text-3xl font-bold \${theme.heading}\`}>${tr(lang, 'Ils en parlent', 'What people say')}</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {quotes.map((quote) => (
            <figure key={quote.name} className={\`rounded-2xl p-6 \${theme.card}\`}>
              <blockquote className={theme.muted}>${tr(lang, '« {quote.text} »', '“{quote.text}”')}</blockquote>
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
    match: /newsletter|inscription.*email|lettre d'information|mailing list/i,
    name: { fr: 'newsletter', en: 'newsletter' },
    component: 'NewsletterSection',
    content: (lang) => `import { useState } from 'react';

export default function NewsletterSection() {
  const [done, setDone] = useState(false);
  return (
    <section className={\`py-16 \${theme.surface}\`}>
      <div className="mx-auto max-w-xl px-4 text-center">
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${tr(lang, 'Restez informé', 'Stay in the loop')}</h2>
        <p className={\`mt-2 \${theme.muted}\`}>${tr(lang, 'Une lettre par mois, pas plus.', 'One letter a month, no more.')}</p>
        <form className="mt-6 flex flex-col gap-2 sm:flex-row" onSubmit={(e) => { e.preventDefault(); setDone(true); }}>
          <input type="email" required placeholder="${tr(lang, 'vous@exemple.fr', 'you@example.com')}" aria-label="Email" className={\`flex-1 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
          <button type="submit" className={\`rounded-lg px-5 py-2 font-semibold \${theme.button}\`}>${tr(lang, 'S’abonner', 'Subscribe')}</button>
        </form>
        {done ? <p role="status" className={\`mt-3 text-sm \${theme.accentText}\`}>${tr(lang, 'Merci, c’est noté !', 'Thanks, you are on the list!')}</p> : null}
      </div>
    </section>
  );
}
`,
  },
];

function addSection(files: Files, request: string, lang: Lang): Change | null {
  const section = SECTIONS.find((s) => s.match.test(request));
  const home = files['src/pages/HomePage.tsx'];
  if (!section || !home) return null;
  // The home page's first import and its last block (<FeaturesSection />, or the app's main page): the section
  // is imported after the one and shown after the other.
  const firstImport = /^import .*;$/m.exec(home)?.[0];
  const lastBlock = [...home.matchAll(/^ {6}<[A-Z]\w* \/>$/gm)].at(-1)?.[0];
  if (!firstImport || !lastBlock) return null;
  const file = `src/components/${section.component}.tsx`;
  if (files[file])
    return {
      said: tr(
        lang,
        `La section ${section.name.fr} existe déjà (\`${file}\`).`,
        `The ${section.name.en} section already exists (\`${file}\`).`,
      ),
      operations: '',
    };
  const text = section.content(lang);
  const content = text.startsWith('import')
    ? text.replace(/^(import .*\n)/, `$1import { theme } from '../theme';\n`)
    : `import { theme } from '../theme';\n\n${text}`;
  return {
    said: tr(
      lang,
      `J’ajoute une section **${section.name.fr}** sur la page d’accueil.`,
      `I'm adding a **${section.name.en}** section to the home page.`,
    ),
    operations:
      fileTag(file, content) +
      editTag('src/pages/HomePage.tsx', [
        { search: firstImport, replace: `${firstImport}\nimport ${section.component} from '../components/${section.component}';` },
        { search: lastBlock, replace: `${lastBlock}\n      <${section.component} />` },
      ]),
  };
}

// ---------------------------------------------------------------------------- fields

const RESERVED_FIELDS = new Set(['id', 'title', 'status', 'tag', 'due', 'list', 'task', 'event']);

/**
 * « ajoute un champ priorité aux tâches »: a text field on the task board's tasks, typed in the form, shown on the
 * card, kept with the rest. Other kinds' entities are not changed offline (the reply says so).
 */
function addTaskField(files: Files, clause: string, lang: Lang): Change | null {
  const page = files['src/pages/TasksPage.tsx'];
  const label =
    /\b(?:champs?|field|propri[ée]t[ée]|attribut|colonne)\s+(?:«\s*|"|“)?([\p{L}][\p{L}\p{N}' -]{0,30}?)(?:\s*»|"|”)?(?=\s+(?:aux?|à|to|on|for|pour|dans|des|sur)\b|[.!]?$)/iu
      .exec(clause)?.[1]
      ?.trim();
  if (!page || !label) return null;
  const pascal = componentName(label).replace(/^Page/, '');
  let key = pascal.charAt(0).toLowerCase() + pascal.slice(1);
  if (!key || RESERVED_FIELDS.has(key)) key = `${key || 'extra'}Field`;
  const setter = `set${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  const title = capitalize(label);
  if (page.includes(`  ${key}?: string;`)) {
    return { said: tr(lang, `Les tâches ont déjà un champ **${title}**.`, `Tasks already have a **${title}** field.`), operations: '' };
  }
  const dateInput = /^ +<input type="date" value=\{due\}.*$/m.exec(page)?.[0];
  const dueBadge = /^ +\{task\.due \? .*$/m.exec(page)?.[0];
  const anchors = ['  due: string;', "  const [due, setDue] = useState('');", 'tag: tag.trim(), due'];
  if (!dateInput || !dueBadge || anchors.some((anchor) => page.split(anchor).length !== 2)) return null;
  const indent = /^ */.exec(dateInput)![0];
  const badgeIndent = /^ */.exec(dueBadge)![0];
  const input = `${indent}<input value={${key}} onChange={(event) => ${setter}(event.target.value)} aria-label=${jsxAttr(title)} placeholder=${jsxAttr(title)} className={\`w-36 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />`;
  const badge = `${badgeIndent}{task.${key} ? <span className={\`rounded-full px-2 py-0.5 \${theme.accentSoft}\`}>${jsxText(title)} : {task.${key}}</span> : null}`;
  return {
    said: tr(
      lang,
      `Les tâches ont maintenant un champ **${title}** : on le saisit dans le formulaire, il s’affiche sur la carte et il est gardé avec le reste.`,
      `Tasks now have a **${title}** field: typed in the form, shown on the card and kept with the rest.`,
    ),
    operations: editTag('src/pages/TasksPage.tsx', [
      { search: anchors[0]!, replace: `${anchors[0]}\n  ${key}?: string;` },
      { search: anchors[1]!, replace: `${anchors[1]}\n  const [${key}, ${setter}] = useState('');` },
      { search: anchors[2]!, replace: `${anchors[2]}, ${key}: ${key}.trim()` },
      { search: dateInput, replace: `${dateInput}\n${input}` },
      { search: dueBadge, replace: `${dueBadge}\n${badge}` },
    ]),
  };
}

/** A JSX attribute value holding any text. */
const jsxAttr = (text: string) => `{${tsString(text)}}`;

// ---------------------------------------------------------------------------- texts

function renameSite(files: Files, request: string, lang: Lang): Change | null {
  const site = files['src/data/site.ts'];
  const match =
    /\b(?:renomm\w*|appel\w*|titre|nom|rename|title|name)\b.*?\b(?:en|à|par|to)\s*[«"'“]?\s*([^"»'”]{2,60}?)\s*[»"'”]?\s*[.!]?$/iu.exec(
      request.trim(),
    );
  const current = site ? /^ {2}name: ('(?:[^'\\\n]|\\.)*'),$/m.exec(site)?.[1] : undefined;
  if (!match?.[1] || !site || !current) return null;
  const name = capitalize(match[1].trim());
  return {
    said: tr(lang, `Le nom de l’application devient **${name}**.`, `The app is now called **${name}**.`),
    operations: editTag('src/data/site.ts', [{ search: `  name: ${current},`, replace: `  name: ${tsString(name)},` }]),
  };
}

// ---------------------------------------------------------------------------- dispatch

const ADD = /\b(ajout\w*|cr[ée]\w*|add|nouvelle|new|create|mets?|put)\b/i;

/** The parts of a request: « passe en sombre et ajoute une page tarifs » → two clauses. */
function clausesOf(request: string): string[] {
  return request
    .split(/\s*(?:[,;]|\bet\b|\band\b|\bpuis\b|\bthen\b|\balso\b|\baussi\b|\+)\s*/iu)
    .map((clause) => clause.trim())
    .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length > 1);
}

/**
 * Answers a request on an existing offline app with edits: every part of it that is understood (pages, sections,
 * colour, dark or light mode, name), and an exact account of the parts that are not. Null when nothing is understood.
 */
export function editExistingApp(files: Files, request: string): string | null {
  const site = files['src/data/site.ts'] ?? '';
  const literal = /^ {2}name: ('(?:[^'\\\n]|\\.)*'),$/m.exec(site)?.[1];
  const lang: Lang = /^ {2}lang: 'en',$/m.test(site) ? 'en' : 'fr';
  // The name as the user wrote it (the file holds it escaped): it is escaped again for wherever it goes.
  const siteName = (literal && readTsString(literal)) || tr(lang, 'votre application', 'your app');

  // A new name may hold « et » or a comma: the whole request is a rename, not parts.
  const rename = renameSite(files, request, lang);
  if (rename) return `${rename.said}\n\n${rename.operations}`;

  const changes: Change[] = [];
  const notDone: string[] = [];
  const theme: { accent?: string; dark?: boolean } = {};
  let adding = false;
  let working = files;
  for (const clause of clausesOf(request)) {
    adding ||= ADD.test(clause);
    let change: Change | null = null;
    let understood = false;
    if (/\b(champs?|field|propri[ée]t[ée]|attribut|colonne)\b/iu.test(clause) && adding) {
      change = addTaskField(working, clause, lang);
    } else if (/\bpages?\b/i.test(clause) && (adding || PAGES.some((p) => p.match.test(clause)))) {
      change = addPage(working, clause, siteName, lang);
    } else if (/\bsection\b/i.test(clause) || (adding && SECTIONS.some((s) => s.match.test(clause)))) {
      change = addSection(working, clause, lang);
    }
    if (change) {
      changes.push(change);
      understood = true;
      // The next part sees this one's new files (two pages in one request are two different files).
      if (change.operations)
        working = { ...working, [`src/pages/${/src\/pages\/(\w+)\.tsx/.exec(change.operations)?.[1] ?? ''}.tsx`]: 'x' };
    }
    const wantsDark = /\b(mode sombre|th[èe]me sombre|sombre|dark|nuit|night)\b/i.test(clause);
    const wantsLight = /\b(mode clair|th[èe]me clair|clair|light)\b/i.test(clause);
    const color = detectColor(clause);
    if (!change && color && /\b(couleur|color|colour|th[èe]me|en|in|teinte|make|rends|mets)\b/i.test(clause)) {
      theme.accent = color;
      understood = true;
    }
    if (!change && (wantsDark || wantsLight)) {
      theme.dark = wantsDark;
      understood = true;
    }
    if (!understood) notDone.push(clause);
  }
  if (theme.accent !== undefined || theme.dark !== undefined) {
    const edit = themeEdit(files, theme);
    const what = [
      theme.accent ? tr(lang, `la couleur principale passe en **${theme.accent}**`, `the main colour becomes **${theme.accent}**`) : '',
      theme.dark === true
        ? tr(lang, 'le **mode sombre** est activé', '**dark mode** is on')
        : theme.dark === false
          ? tr(lang, 'le **mode clair** est rétabli', '**light mode** is back')
          : '',
    ]
      .filter(Boolean)
      .join(tr(lang, ' et ', ' and '));
    if (edit === '')
      changes.push({
        said: tr(
          lang,
          'Les couleurs demandées sont déjà celles de l’application : rien à changer dans `src/theme.ts`.',
          'The app already has the colours you asked for: nothing to change in `src/theme.ts`.',
        ),
        operations: '',
      });
    else if (edit)
      changes.push({
        said: `${capitalize(what)}${tr(lang, ' : seul `src/theme.ts` change.', ': only `src/theme.ts` changes.')}`,
        operations: edit,
      });
  }
  if (changes.length === 0) return null;
  const left = notDone.length
    ? `\n\n${tr(lang, 'Je n’ai pas su faire hors ligne', 'What I could not do offline')} : ${notDone.map((clause) => `« ${clause} »`).join(', ')}. ${tr(lang, 'Reformulez-le (une page, une section, une couleur, le mode sombre, le nom) ou configurez un fournisseur d’IA (variable AI_PROVIDER).', 'Rephrase it (a page, a section, a colour, dark mode, the name) or set up an AI provider (AI_PROVIDER variable).')}`
    : '';
  return `${changes.map((change) => change.said).join('\n')}${left}\n\n${changes.map((change) => change.operations).join('')}`;
}
