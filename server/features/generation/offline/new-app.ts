import { fileTag } from '../protocol/write-operations.js';
import { appFile, homePageFile, INDEX_CSS, MAIN_TSX, navigationFile, packageJson, placeKinds, siteFile, themeFile } from './app-shell.js';
import type { KindContext } from './kinds/kind.js';
import { STORAGE_FILE } from './lib-storage.js';
import { slugify } from './text.js';
import { understandIdea, type Idea } from './understand-idea.js';

export interface GeneratedApp {
  files: Record<string, string>;
  name: string;
  idea: Idea;
}

/** A working app from an idea: the kinds it calls for, each a real page with its state, in one frame with a menu. */
export function generateNewApp(prompt: string): GeneratedApp {
  const idea = understandIdea(prompt);
  const context: KindContext = { lang: idea.lang, mobile: idea.mobile, idea: prompt.toLowerCase() };
  const lead = idea.kinds[0]!;
  const placed = placeKinds(idea.kinds, idea.lang);
  const files: Record<string, string> = {
    'package.json': packageJson(
      slugify(idea.name),
      lead.tagline[idea.lang],
      Object.fromEntries(idea.kinds.flatMap((kind) => Object.entries(kind.dependencies ?? {}))),
    ),
    'src/main.tsx': MAIN_TSX,
    'src/index.css': INDEX_CSS,
    'src/theme.ts': themeFile(idea.accent, idea.dark),
    'src/data/site.ts': siteFile(idea.name, lead.tagline[idea.lang], idea.lang),
    'src/lib/storage.ts': STORAGE_FILE,
    'src/App.tsx': appFile(placed, context),
    'src/components/Navigation.tsx': navigationFile(placed, context),
    'src/pages/HomePage.tsx': homePageFile(lead),
  };
  for (const kind of idea.kinds) Object.assign(files, kind.files(context));
  return { files, name: idea.name, idea };
}

const joinFr = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(' ; ')} ; et ${items.at(-1)}`);
const joinEn = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`);

/** The reply around the files, in the protocol's tags, in the idea's language. */
export function newAppReply(prompt: string): string {
  const app = generateNewApp(prompt);
  const { lang, kinds, mobile } = app.idea;
  const what = kinds.map((kind) => kind.summary[lang]);
  const intro =
    lang === 'fr'
      ? `Je crée **${app.name}**${mobile ? ', une application pour téléphone (onglets en bas)' : ''} : ${joinFr(what)}. Les données sont gardées d’une visite à l’autre ; les couleurs sont dans \`src/theme.ts\`.\n\n`
      : `I'm building **${app.name}**${mobile ? ', a phone app (tabs at the bottom)' : ''}: ${joinEn(what)}. Data is kept between visits; colours live in \`src/theme.ts\`.\n\n`;
  const body = Object.entries(app.files)
    .map(([path, content]) => fileTag(path, content))
    .join('');
  const outro =
    lang === 'fr'
      ? '\nC’est prêt ! Essayez par exemple : « ajoute une page contact », « change la couleur en vert », « passe en mode sombre » ou « renomme l’application en … ».'
      : '\nReady! Try for example: “add a contact page”, “make it green”, “switch to dark mode” or “rename the app to …”.';
  return intro + body + outro;
}
