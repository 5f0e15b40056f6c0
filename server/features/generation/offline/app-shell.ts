import { tsString } from './escape.js';
import type { AppKind, KindContext, Lang } from './kinds/kind.js';
import { THEME_KEYS, themeLine, themeValues } from './app-templates.js';

export { MAIN_TSX, packageJson } from './app-templates.js';

/**
 * The frame every generated app shares: a HashRouter (it works in the sandboxed preview frame and under any
 * published address), a menu (top bar, or bottom tabs for a phone app), the theme in `src/theme.ts` and the
 * name in `src/data/site.ts`, so later requests change one small file through an edit.
 */

export function themeFile(accent: string, dark: boolean): string {
  const values = themeValues(accent, dark);
  return `/** Couleurs de l'application : changer ce fichier change toute l'application. */
export const theme = {
${THEME_KEYS.map((key) => themeLine(key, values[key])).join('\n')}
};
`;
}

export function siteFile(name: string, tagline: string, lang: Lang): string {
  return `export const site = {
  name: ${tsString(name)},
  tagline: ${tsString(tagline)},
  lang: '${lang}',
};
`;
}

export const INDEX_CSS = `@import 'tailwindcss';

body {
  margin: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
`;

interface Placed {
  kind: AppKind;
  path: string;
}

/** The leading kind at `/`, the others at their own path. */
export function placeKinds(kinds: AppKind[], lang: Lang): Placed[] {
  return kinds.map((kind, index) => ({ kind, path: index === 0 ? '/' : kind.page.path[lang] }));
}

export function homePageFile(lead: AppKind): string {
  return `import ${lead.page.component} from './${lead.page.component}';

export default function HomePage() {
  return (
    <>
      <${lead.page.component} />
    </>
  );
}
`;
}

export function appFile(placed: Placed[], context: KindContext): string {
  const others = placed.slice(1);
  const imports = others.map(({ kind }) => `import ${kind.page.component} from './pages/${kind.page.component}';`);
  const routes = others.map(({ kind, path }) => `            <Route path="${path}" element={<${kind.page.component} />} />`);
  const frame = context.mobile
    ? { outer: 'mx-auto flex min-h-screen max-w-md flex-col pb-20 shadow-sm', main: 'flex-1' }
    : { outer: 'flex min-h-screen flex-col', main: 'flex-1' };
  return `import { HashRouter, Route, Routes } from 'react-router-dom';
import Navigation from './components/Navigation';
import HomePage from './pages/HomePage';
${imports.join('\n')}${imports.length ? '\n' : ''}import { theme } from './theme';

export default function App() {
  return (
    <HashRouter>
      <div className={\`${frame.outer} \${theme.page}\`}>
        <Navigation />
        <main className="${frame.main}">
          <Routes>
            <Route path="/" element={<HomePage />} />
${routes.join('\n')}${routes.length ? '\n' : ''}            <Route path="*" element={<HomePage />} />
          </Routes>
        </main>
      </div>
    </HashRouter>
  );
}
`;
}

export function navigationFile(placed: Placed[], context: KindContext): string {
  const icons = [...new Set(['Circle', ...placed.map(({ kind }) => kind.page.icon)])].sort();
  const links = placed.map(
    ({ kind, path }) => `  { to: '${path}', label: ${tsString(kind.page.label[context.lang])}, icon: ${kind.page.icon} },`,
  );
  const menu = context.lang === 'fr' ? 'Menu principal' : 'Main menu';
  const head = `import { ${icons.join(', ')}, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { site } from '../data/site';
import { theme } from '../theme';

const links: { to: string; label: string; icon?: LucideIcon }[] = [
${links.join('\n')}
];
`;
  if (context.mobile) {
    return `${head}
/** Téléphone : le nom en haut, les onglets en bas, à portée de pouce. */
export default function Navigation() {
  return (
    <>
      <header className={\`sticky top-0 z-10 px-4 py-3 backdrop-blur \${theme.navBar}\`}>
        <h1 className="text-lg font-bold">{site.name}</h1>
      </header>
      <nav aria-label="${menu}" className={\`fixed inset-x-0 bottom-0 z-10 mx-auto max-w-md border-t \${theme.navBar}\`}>
        <ul className="flex">
          {links.map(({ to, label, icon: Icon = Circle }) => (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                end
                className={({ isActive }) => \`flex flex-col items-center gap-0.5 py-2 text-xs font-medium \${isActive ? theme.accentText : theme.muted}\`}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
`;
  }
  return `${head}
export default function Navigation() {
  return (
    <header className={\`sticky top-0 z-10 backdrop-blur \${theme.navBar}\`}>
      <nav aria-label="${menu}" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
        <h1 className="mr-auto text-lg font-bold">
          <NavLink to="/">{site.name}</NavLink>
        </h1>
        <ul className="flex flex-wrap gap-1">
          {links.map(({ to, label, icon: Icon = Circle }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) => \`flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium \${isActive ? theme.accentSoft : theme.muted}\`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
`;
}
