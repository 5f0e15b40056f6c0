import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractCandidates } from '../compile-tailwind.js';
import { findTailwindConfig, tailwindVersionOf } from './choose-tailwind.js';
import { compileTailwind3 } from './compile-tailwind3.js';
import { evaluateTailwindConfig } from './evaluate-tailwind-config.js';

/** tailwind.config.ts as `npx shadcn@latest init` writes it for a Tailwind 3 project. */
const shadcnConfig = `import type { Config } from "tailwindcss"

const config = {
  darkMode: ["class"],
  content: [
    './pages/**/*.{ts,tsx}',
    './components/**/*.{ts,tsx}',
    './app/**/*.{ts,tsx}',
    './src/**/*.{ts,tsx}',
  ],
  prefix: "",
  theme: {
    container: {
      center: true,
      padding: "2rem",
      screens: {
        "2xl": "1400px",
      },
    },
    extend: {
      colors: {
        border: "hsl(var(--border))",
        input: "hsl(var(--input))",
        ring: "hsl(var(--ring))",
        background: "hsl(var(--background))",
        foreground: "hsl(var(--foreground))",
        primary: {
          DEFAULT: "hsl(var(--primary))",
          foreground: "hsl(var(--primary-foreground))",
        },
        secondary: {
          DEFAULT: "hsl(var(--secondary))",
          foreground: "hsl(var(--secondary-foreground))",
        },
        destructive: {
          DEFAULT: "hsl(var(--destructive))",
          foreground: "hsl(var(--destructive-foreground))",
        },
        muted: {
          DEFAULT: "hsl(var(--muted))",
          foreground: "hsl(var(--muted-foreground))",
        },
        accent: {
          DEFAULT: "hsl(var(--accent))",
          foreground: "hsl(var(--accent-foreground))",
        },
        card: {
          DEFAULT: "hsl(var(--card))",
          foreground: "hsl(var(--card-foreground))",
        },
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      keyframes: {
        "accordion-down": {
          from: { height: "0" },
          to: { height: "var(--radix-accordion-content-height)" },
        },
        "accordion-up": {
          from: { height: "var(--radix-accordion-content-height)" },
          to: { height: "0" },
        },
      },
      animation: {
        "accordion-down": "accordion-down 0.2s ease-out",
        "accordion-up": "accordion-up 0.2s ease-out",
      },
    },
  },
  plugins: [require("tailwindcss-animate")],
} satisfies Config

export default config
`;

const shadcnCss = `@tailwind base;
@tailwind components;
@tailwind utilities;

@layer base {
  :root {
    --background: 0 0% 100%;
    --foreground: 222.2 84% 4.9%;
    --primary: 222.2 47.4% 11.2%;
    --primary-foreground: 210 40% 98%;
    --border: 214.3 31.8% 91.4%;
    --radius: 0.5rem;
  }

  .dark {
    --background: 222.2 84% 4.9%;
    --foreground: 210 40% 98%;
    --primary: 210 40% 98%;
    --border: 217.2 32.6% 17.5%;
  }
}

@layer base {
  * {
    @apply border-border;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`;

const shadcnApp = {
  'tailwind.config.ts': shadcnConfig,
  'src/index.css': shadcnCss,
  'src/App.tsx': [
    'export default function App() {',
    '  return (',
    '    <main className="container bg-primary text-primary-foreground rounded-lg dark:bg-muted">',
    '      <div className="animate-accordion-down data-[state=open]:animate-in animate-in fade-in-0" />',
    '    </main>',
    '  );',
    '}',
  ].join('\n'),
};

const temporary = mkdtempSync(path.join(tmpdir(), 'lumi-tailwind3-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

describe('aperçu des projets Tailwind 3', () => {
  it("a shadcn app's border-border and bg-background compile with its Tailwind 3 config", async () => {
    const { config, warnings } = evaluateTailwindConfig('tailwind.config.ts', shadcnConfig);
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({ darkMode: ['class'], prefix: '', theme: { container: { center: true, padding: '2rem' } } });
    expect(config).not.toHaveProperty('content');

    let started = performance.now();
    const css = await compileTailwind3({ css: shadcnCss, config, candidates: extractCandidates(shadcnApp) });
    const first = performance.now() - started;
    // A change of one class: same config, new candidates, so not the finished-stylesheet cache.
    const edited = { ...shadcnApp, 'src/App.tsx': shadcnApp['src/App.tsx'].replace('rounded-lg', 'rounded-md') };
    started = performance.now();
    const again = await compileTailwind3({
      css: shadcnCss,
      config: evaluateTailwindConfig('tailwind.config.ts', shadcnConfig).config,
      candidates: extractCandidates(edited),
    });
    const second = performance.now() - started;
    started = performance.now();
    await compileTailwind3({
      css: shadcnCss,
      config: evaluateTailwindConfig('tailwind.config.ts', shadcnConfig).config,
      candidates: extractCandidates(edited),
    });
    const unchanged = performance.now() - started;
    console.log(
      `Tailwind 3, application shadcn : 1re construction ${first.toFixed(0)} ms, 2e (une classe changée) ${second.toFixed(0)} ms, 3e (rien de changé) ${unchanged.toFixed(1)} ms`,
    );

    expect(css).toMatch(/\.bg-primary \{[^}]*background-color: hsl\(var\(--primary\)\)/);
    expect(css).toContain('border-color: hsl(var(--border))');
    expect(css).toMatch(/body \{[^}]*background-color: hsl\(var\(--background\)\)/);
    expect(css).toMatch(/\.animate-accordion-down \{[^}]*animation: accordion-down 0\.2s ease-out/);
    expect(css).toContain('@keyframes accordion-down');
    expect(css).toContain('.dark\\:bg-muted:is(.dark *)');
    expect(css).toContain('border-radius: var(--radius)');
    // tailwindcss-animate, the config's plugin.
    expect(css).toContain('.animate-in');
    expect(css).toMatch(/\.container \{[^}]*margin-right: auto/);
    expect(css).toContain('@media (min-width: 1400px)');
    expect(again).toContain('border-radius: calc(var(--radius) - 2px)');
    expect(again).not.toContain('border-radius: var(--radius)');
  });

  it("a CommonJS config's font family extends Tailwind's default sans-serif stack", async () => {
    const source = [
      "const { fontFamily } = require('tailwindcss/defaultTheme');",
      "const colors = require('tailwindcss/colors');",
      "/** @type {import('tailwindcss').Config} */",
      'module.exports = {',
      "  content: ['./index.html', './src/**/*.{js,jsx}'],",
      '  theme: {',
      '    extend: {',
      "      fontFamily: { sans: ['Inter', ...fontFamily.sans] },",
      '      colors: { marque: colors.emerald[600], gris: colors.slate },',
      '    },',
      '  },',
      '  plugins: [],',
      '};',
    ].join('\n');
    const { config, warnings } = evaluateTailwindConfig('tailwind.config.js', source);
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({ theme: { extend: { colors: { marque: '#059669', gris: { 500: '#64748b' } } } } });
    expect(config).toHaveProperty('theme.extend.fontFamily.sans', [
      'Inter',
      'ui-sans-serif',
      'system-ui',
      'sans-serif',
      '"Apple Color Emoji"',
      '"Segoe UI Emoji"',
      '"Segoe UI Symbol"',
      '"Noto Color Emoji"',
    ]);
    const css = await compileTailwind3({ css: '@tailwind utilities;', config, candidates: ['font-sans', 'bg-marque', 'text-gris-500'] });
    expect(css).toMatch(/\.font-sans \{\s*font-family: Inter, ui-sans-serif, system-ui/);
    expect(css).toMatch(/\.bg-marque \{[^}]*rgb\(5 150 105/);
    expect(css).toMatch(/\.text-gris-500 \{[^}]*rgb\(100 116 139/);
  });

  it('an ESM config with defineConfig, an imported default theme and the imported animate plugin is read', () => {
    const source = [
      "import defaultTheme from 'tailwindcss/defaultTheme';",
      "import tailwindcssAnimate from 'tailwindcss-animate';",
      "import typography from '@tailwindcss/typography';",
      'export default defineConfig({',
      "  darkMode: 'class',",
      "  theme: { extend: { fontFamily: { display: ['Poppins', ...defaultTheme.fontFamily.sans] }, spacing: { 128: `32rem`, '-1': -1 } } },",
      "  plugins: [tailwindcssAnimate, typography, require('@tailwindcss/forms')({ strategy: 'class' })],",
      '});',
    ].join('\n');
    const { config, warnings } = evaluateTailwindConfig('tailwind.config.mjs', source);
    expect(config).toMatchObject({ darkMode: 'class', theme: { extend: { spacing: { 128: '32rem', '-1': -1 } } } });
    expect(config).toHaveProperty('theme.extend.fontFamily.display', expect.arrayContaining(['Poppins', 'ui-sans-serif', 'system-ui']));
    expect((config.plugins as unknown[]).length).toBe(1);
    expect((config.plugins as { handler: unknown }[])[0]?.handler).toBeTypeOf('function');
    expect(warnings).toEqual([
      "tailwind.config.mjs : le plugin « @tailwindcss/typography » n'est pas disponible dans l'aperçu, il est ignoré",
      "tailwind.config.mjs : le plugin « @tailwindcss/forms » n'est pas disponible dans l'aperçu, il est ignoré",
    ]);
  });

  it('a config value that is a function is left out with a warning and the rest of the config applies', async () => {
    const source = [
      'export default {',
      '  theme: {',
      '    extend: {',
      "      colors: { marque: '#7c3aed' },",
      "      typography: (theme) => ({ DEFAULT: { css: { color: theme('colors.gray.700') } } }),",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const { config, warnings } = evaluateTailwindConfig('tailwind.config.ts', source);
    expect(warnings).toEqual(["tailwind.config.ts : la valeur de theme.extend.typography n'est pas une donnée simple, elle est ignorée"]);
    const css = await compileTailwind3({ css: '@tailwind utilities;', config, candidates: ['bg-marque'] });
    expect(css).toMatch(/\.bg-marque \{[^}]*rgb\(124 58 237/);
  });

  it('a config that writes a file, reads process.env or exits the process runs nothing on the server', async () => {
    const marker = path.join(temporary, 'config-a-tourne.txt');
    const source = [
      "const fs = require('fs');",
      `fs.writeFileSync(${JSON.stringify(marker)}, 'oui');`,
      'module.exports = {',
      '  theme: {',
      '    extend: {',
      `      colors: { marque: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'oui'), '#000'), secret: process.env.DATABASE_URL },`,
      "      spacing: { grand: '40rem' },",
      '    },',
      '  },',
      '};',
      'process.exit(1);',
    ].join('\n');
    const { config, warnings } = evaluateTailwindConfig('tailwind.config.js', source);
    expect(existsSync(marker)).toBe(false);
    expect(warnings).toEqual([
      "tailwind.config.js : l'instruction de la ligne 2 n'est pas une donnée, elle n'est pas exécutée",
      "tailwind.config.js : l'instruction de la ligne 11 n'est pas une donnée, elle n'est pas exécutée",
      "tailwind.config.js : la valeur de theme.extend.colors.marque n'est pas une donnée simple, elle est ignorée",
      "tailwind.config.js : la valeur de theme.extend.colors.secret n'est pas une donnée simple, elle est ignorée",
    ]);
    expect(config).toEqual({ theme: { extend: { colors: {}, spacing: { grand: '40rem' } } } });
    const css = await compileTailwind3({ css: '@tailwind utilities;', config, candidates: ['w-grand'] });
    expect(css).toContain('width: 40rem');
    expect(existsSync(marker)).toBe(false);
  });

  it('a Google Fonts @import after the @tailwind lines compiles and stays first', async () => {
    const css = await compileTailwind3({
      css: "@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');\nbody { font-family: 'Inter', sans-serif; }",
      config: {},
      candidates: ['p-4'],
    });
    expect(css.startsWith("@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');")).toBe(true);
    expect(css.match(/@import/g)).toHaveLength(1);
    expect(css).toMatch(/\.p-4 ?\{\s*padding: 1rem/);
  });

  it('a stylesheet with only @apply gets the three Tailwind layers', async () => {
    const css = await compileTailwind3({ css: '.carte { @apply rounded-xl p-6; }', config: {}, candidates: ['flex'] });
    expect(css).toMatch(/\.carte \{[^}]*border-radius: 0\.75rem/);
    expect(css).toContain('.flex {');
    expect(css).toContain('box-sizing: border-box');
  });

  it('an @apply of a class that does not exist gives a French error naming the class', async () => {
    const error = await compileTailwind3({
      css: '@tailwind utilities;\n.bouton { @apply bg-inexistant; }',
      config: {},
      candidates: [],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^La classe « bg-inexistant » n'existe pas \(Tailwind 3, @apply\) : The `bg-inexistant` class does not exist/,
    );
  });

  it('a project is Tailwind 3 by its @tailwind lines or its config, unless its CSS imports Tailwind 4', () => {
    expect(tailwindVersionOf({}, '@tailwind base;\n@tailwind utilities;')).toBe(3);
    expect(tailwindVersionOf({ 'tailwind.config.js': 'module.exports = {}' }, 'body { margin: 0 }')).toBe(3);
    expect(tailwindVersionOf({ 'tailwind.config.js': 'module.exports = {}' }, '@import "tailwindcss";')).toBe(4);
    expect(tailwindVersionOf({}, '@import "tailwindcss";\n@theme { --color-x: red; }')).toBe(4);
    expect(tailwindVersionOf({}, null)).toBe(4);
  });

  it('the tailwind.config at the root is found first, then the one beside the CSS', () => {
    expect(findTailwindConfig({ 'tailwind.config.ts': 'a', 'web/tailwind.config.js': 'b', 'web/src/index.css': '' })).toEqual({
      file: 'tailwind.config.ts',
      source: 'a',
    });
    expect(findTailwindConfig({ 'web/tailwind.config.cjs': 'b', 'web/src/index.css': '' })).toEqual({
      file: 'web/tailwind.config.cjs',
      source: 'b',
    });
    expect(findTailwindConfig({ 'src/index.css': '' })).toBeNull();
  });
});
