import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packFromNodeModules, startNpmRegistry, type NpmRegistry } from '../../../../tests/support/npm-registry-server.js';
import { buildAndCollect, startPreviewService } from '../../../../tests/support/preview-service.js';
import { previewContentRoutes } from '../content-routes.js';
import { forgetInProcess } from './fetch-package.js';
import { vendorPackagesToReplace } from './package-store.js';

let registry: NpmRegistry;

beforeAll(async () => {
  registry = await startNpmRegistry({
    packages: [
      packFromNodeModules('nanoid'),
      packFromNodeModules('ms'),
      // A package whose code reaches for a file outside its folder: it must not end up in a page.
      // Written for Node or webpack: reads process.env and process.browser, which a page does not have.
      {
        name: 'lit-env',
        version: '1.0.0',
        files: { 'index.js': "export default (process.browser ? 'navigateur' : 'node') + ':' + (process.env.API_URL ?? 'défaut');\n" },
      },
      // zustand 3's face: a default `create`, which the zustand 5 of the vendor bundle no longer has.
      {
        name: 'zustand',
        version: '3.7.2',
        files: {
          'index.js':
            'export default function create(init) { let state; const set = (part) => { state = { ...state, ...part }; }; state = init(set); return () => state; }\n',
        },
      },
      {
        name: 'paquet-curieux',
        version: '1.0.0',
        files: { 'index.js': "import secret from '../../../../../../../../etc/hostname';\nexport default secret;\n" },
      },
    ],
  });
});
afterAll(async () => {
  await registry?.close();
});

const registryOptions = () => ({
  registryUrl: registry.url,
  maxTarballBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 20 * 1024 * 1024,
  timeoutMs: 20_000,
  denyList: ['paquet-interdit'],
});

describe("les paquets d'un registre npm dans l'aperçu", () => {
  it('un paquet hors de l’ensemble local vient du registre, une fois, puis du disque même pour un autre serveur', async () => {
    const { service, close } = await startPreviewService(registryOptions());
    try {
      const app = {
        'src/App.tsx':
          "import { nanoid } from 'nanoid';\nimport ms from 'ms';\nexport default function App() { return <p>{nanoid(4)} {ms(60000)}</p>; }\n",
      };
      const { build, stored } = await buildAndCollect(service, app);
      expect(build.errors).toEqual([]);
      const imports = (
        JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(stored.page)?.[1] ?? '{}') as { imports: Record<string, string> }
      ).imports;
      expect(imports.nanoid).toMatch(/^\/packages\/nanoid@[\d.]+-[0-9a-f]{16}\.js$/);
      expect(imports.ms).toMatch(/^\/packages\/ms@[\d.]+-[0-9a-f]{16}\.js$/);
      // The content origin serves the bundled module to the sandboxed frame.
      const served = await previewContentRoutes(service, ['http://localhost:3000']).request(imports.ms!);
      expect(served.status).toBe(200);
      expect(served.headers.get('access-control-allow-origin')).toBe('*');
      expect(await served.text()).toMatch(/export\s*\{/);
      const tarballs = registry.total();
      expect(tarballs).toBeGreaterThan(0);

      // Same cache folder, new process state: nothing is asked of the registry again.
      forgetInProcess();
      const again = await buildAndCollect(service, { ...app, 'src/autre.ts': 'export {};' });
      expect(again.build.errors).toEqual([]);
      expect(registry.total()).toBe(tarballs);
    } finally {
      await close();
    }
  });

  it('un paquet écrit pour Node qui lit process.env se construit sans « process is not defined »', async () => {
    const { service, close } = await startPreviewService(registryOptions());
    try {
      const { build } = await buildAndCollect(service, {
        'src/App.tsx': "import valeur from 'lit-env';\nexport default function App() { return <p>{valeur}</p>; }\n",
      });
      expect(build.errors).toEqual([]);
      const imports = (
        JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(service.find(build.id)!.page)?.[1] ?? '{}') as {
          imports: Record<string, string>;
        }
      ).imports;
      const code = new TextDecoder().decode(service.packages.file(imports['lit-env']!.slice('/packages/'.length)));
      expect(code).not.toMatch(/\bprocess\./);
      expect(code).toContain('navigateur');
    } finally {
      await close();
    }
  });

  it("un paquet qui lit un fichier hors de son dossier est refusé et rien n'en est servi", async () => {
    const { service, close } = await startPreviewService(registryOptions());
    try {
      const { build, served } = await buildAndCollect(service, {
        'src/App.tsx': "import x from 'paquet-curieux';\nexport default function App() { return <p>{String(x)}</p>; }\n",
      });
      expect(build.status).toBe('error');
      expect(build.errors.map((error) => error.message).join('\n')).toMatch(
        /src\/App\.tsx, ligne 1 : Le paquet « paquet-curieux » n'a pas pu être préparé pour l'aperçu : /,
      );
      expect(served).not.toMatch(/etc\/hostname"|hostname content/);
    } finally {
      await close();
    }
  });

  it('une application écrite pour zustand 3 reçoit zustand 3 du registre, pas le zustand 5 de Lumi', async () => {
    const app = {
      'package.json': JSON.stringify({ dependencies: { zustand: '^3.7.0', react: '^18.2.0' } }),
      'src/App.tsx':
        "import create from 'zustand';\nconst useStore = create(() => ({ n: 3 }));\nexport default function App() { return <p>{useStore().n}</p>; }\n",
    };
    const { service, close } = await startPreviewService(registryOptions());
    try {
      const { build, stored } = await buildAndCollect(service, app);
      expect(build.errors).toEqual([]);
      const imports = (
        JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(stored.page)?.[1] ?? '{}') as { imports: Record<string, string> }
      ).imports;
      expect(imports.zustand).toMatch(/^\/packages\/zustand@3\.7\.2-[0-9a-f]{16}\.js$/);
      // React stays Lumi's, whatever the package.json says: one React per page.
      expect(imports.react).not.toMatch(/^\/packages\//);
    } finally {
      await close();
    }
    const offline = await startPreviewService(null);
    try {
      const { build } = await buildAndCollect(offline.service, app);
      expect(build.warnings.map((warning) => warning.message).join('\n')).toContain(
        "Le paquet zustand ^3.7.0 n'est pas disponible hors ligne : la version 5.",
      );
    } finally {
      await offline.close();
    }
  });

  it('react-router-dom 6, motion 11, recharts 2 ou date-fns 3 demandés par package.json gardent la version de Lumi ; seul un autre major d’un paquet isolé vient du registre', () => {
    const ranges = {
      'react-router-dom': '^6.26.2',
      'react-router': '^6.26.2',
      motion: '^11.0.0',
      recharts: '^2.12.7',
      react: '^18.3.1',
      'date-fns': '^3.6.0',
      clsx: '2.0.0',
      zustand: '^3.7.0',
      'tailwind-merge': '^2.5.2',
    };
    // Only another major is fetched: clsx pinned to 2.0.0 runs on Lumi's 2.x.
    expect([...vendorPackagesToReplace(Object.keys(ranges), ranges)]).toEqual(['zustand', 'tailwind-merge']);
  });

  it('un paquet refusé par la configuration ou inexistant donne un message en français qui le nomme', async () => {
    const { service, close } = await startPreviewService(registryOptions());
    try {
      const { build } = await buildAndCollect(service, {
        'src/App.tsx':
          "import a from 'paquet-interdit';\nimport b from 'paquet-inexistant';\nexport default function App() { return <p>{String(a)}{String(b)}</p>; }\n",
      });
      const text = build.errors.map((error) => error.message).join('\n');
      expect(text).toContain(
        'src/App.tsx, ligne 1 : Le paquet « paquet-interdit » est refusé par la configuration (LUMI_PACKAGE_DENYLIST).',
      );
      expect(text).toMatch(/src\/App\.tsx, ligne 2 : Le paquet « paquet-inexistant » n'existe pas sur le registre/);
    } finally {
      await close();
    }
  });
});
