import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LOCAL_PACKAGES, PREVIEW_PACKAGES, PREVIEW_STYLESHEET_PACKAGES } from '../../../../common/preview.js';
import { findLocalPackage, packageNameOf } from './local-packages.js';

const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('ce que l’aperçu exécute est installé en production', () => {
  it('chaque paquet que l’aperçu sert vient des dependencies de package.json, pas des devDependencies', () => {
    const names = new Set([...PREVIEW_PACKAGES, ...PREVIEW_STYLESHEET_PACKAGES].map((specifier) => packageNameOf(specifier)!));
    for (const pattern of PREVIEW_LOCAL_PACKAGES) names.add(pattern === '@radix-ui/react-*' ? 'radix-ui' : pattern);
    const missing = [...names].filter((name) => !Object.hasOwn(manifest.dependencies, name));
    expect(missing).toEqual([]);
    // And installed where the package store looks for them.
    for (const name of names)
      if (!(PREVIEW_STYLESHEET_PACKAGES as readonly string[]).includes(name)) expect(findLocalPackage(name)?.name, name).toBe(name);
  });

  it('npm start construit l’application web avec ce que les dependencies installent (Vite, ses greffons, les polices)', () => {
    for (const name of [
      'vite',
      '@vitejs/plugin-react',
      '@tailwindcss/vite',
      '@fontsource-variable/inter',
      '@fontsource/jetbrains-mono',
      'tsx',
    ]) {
      expect(manifest.dependencies[name], name).toBeDefined();
    }
  });
});
