import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREVIEW_PACKAGES } from '../../../common/preview.js';
import { everythingExcept } from './everything-except.js';

describe('filtre « tout sauf les paquets autorisés »', () => {
  const filter = everythingExcept(PREVIEW_PACKAGES);

  it('laisse passer exactement les paquets autorisés et attrape tout le reste', () => {
    for (const name of PREVIEW_PACKAGES) expect(filter.test(name), name).toBe(false);
    for (const other of [
      '',
      'r',
      'reac',
      'react/',
      'react-do',
      'react-dom/',
      'react-dom/server',
      'react/jsx-dev-runtime',
      'reactx',
      'React',
      'react ',
      ' react',
      'react/../../etc/passwd',
      'lucide-react/icons/heart',
      'fs',
      'node:fs',
      './react',
      '/react',
      'clsx\n',
      'axios',
      '@/react',
    ]) {
      expect(filter.test(other), JSON.stringify(other)).toBe(true);
    }
  });

  it('pour toute chaîne, le filtre attrape exactement ce qui n’est pas un paquet autorisé', () => {
    const allowed = new Set<string>(PREVIEW_PACKAGES);
    const near = fc
      .constantFrom(...PREVIEW_PACKAGES)
      .chain((name) => fc.tuple(fc.string({ maxLength: 3 }), fc.nat(name.length)).map(([extra, cut]) => name.slice(0, cut) + extra));
    fc.assert(
      fc.property(
        fc.oneof(near, fc.string(), fc.constantFrom(...PREVIEW_PACKAGES)),
        (specifier) => filter.test(specifier) === !allowed.has(specifier),
      ),
    );
  });
});
