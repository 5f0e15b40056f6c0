import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/support/free-port.js';
import {
  packFromNodeModules,
  startNpmRegistry,
  type NpmRegistry,
  type RegistryPackage,
} from '../../../../tests/support/npm-registry-server.js';
import { fetchPackage, forgetInProcess, PackageUnavailable, resolveVersion, type RegistryOptions } from './fetch-package.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  forgetInProcess();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function registryWith(
  packages: RegistryPackage[],
  extra: { tarballDelayMs?: number; omitContentLength?: boolean } = {},
): Promise<NpmRegistry> {
  const registry = await startNpmRegistry({ packages, ...extra });
  cleanups.push(() => registry.close());
  return registry;
}

function optionsFor(registryUrl: string, overrides: Partial<RegistryOptions> = {}): RegistryOptions {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'lumi-paquets-'));
  cleanups.push(() => rmSync(cacheDir, { recursive: true, force: true }));
  return {
    registryUrl,
    cacheDir,
    maxTarballBytes: 10 * 1024 * 1024,
    maxUnpackedBytes: 60 * 1024 * 1024,
    timeoutMs: 60_000,
    denyList: [],
    ...overrides,
  };
}

const simple = (name: string, version: string, extra: Partial<RegistryPackage> = {}): RegistryPackage => ({
  name,
  version,
  files: { 'index.js': `module.exports = '${name}@${version}';` },
  ...extra,
});

function versionAt(root: string, dir: string): string {
  return (JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function cacheEntries(options: RegistryOptions): string[] {
  const dir = path.join(options.cacheDir, 'registry');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function refusal(promise: Promise<unknown>): Promise<PackageUnavailable> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PackageUnavailable);
  return error as PackageUnavailable;
}

describe('paquets npm de l’aperçu récupérés sur le registre', () => {
  it('un paquet et ses dépendances sont récupérés du registre et rangés comme npm le ferait (un conflit de versions imbriqué)', async () => {
    const ms = packFromNodeModules('ms');
    const registry = await registryWith([
      simple('app', '1.0.0', {
        dependencies: { gauche: '^1.0.0', droite: '^1.0.0', commun: '^1.0.0', '@lumi/outil': '~2.1.0', ms: `^${ms.version}` },
        optionalDependencies: { 'absent-du-registre': '^1.0.0' },
        peerDependencies: { react: '^19.0.0' },
      }),
      simple('gauche', '1.0.0', { dependencies: { commun: '^2.0.0' } }),
      simple('droite', '1.0.0', { dependencies: { commun: '^1.0.0' } }),
      simple('commun', '1.0.0'),
      simple('commun', '1.4.0'),
      // A cycle: commun@2 needs gauche, which needs commun@2.
      simple('commun', '2.0.0', { dependencies: { gauche: '^1.0.0' } }),
      simple('@lumi/outil', '2.1.3'),
      simple('@lumi/outil', '2.2.0'),
      simple('react', '19.0.0'),
      ms,
    ]);
    const options = optionsFor(registry.url);

    const fetched = await fetchPackage('app', '^1.0.0', options);

    expect(fetched).toEqual({ name: 'app', version: '1.0.0', root: path.join(options.cacheDir, 'registry', 'app@1.0.0') });
    const { root } = fetched;
    expect(readFileSync(path.join(root, 'node_modules/app/index.js'), 'utf8')).toBe("module.exports = 'app@1.0.0';");
    expect(versionAt(root, 'node_modules/commun')).toBe('1.4.0');
    expect(versionAt(root, 'node_modules/gauche/node_modules/commun')).toBe('2.0.0');
    expect(versionAt(root, 'node_modules/droite')).toBe('1.0.0');
    expect(versionAt(root, 'node_modules/@lumi/outil')).toBe('2.1.3');
    expect(existsSync(path.join(root, 'node_modules/droite/node_modules'))).toBe(false);
    expect(existsSync(path.join(root, 'node_modules/gauche/node_modules/commun/node_modules'))).toBe(false);
    // A real published package's files, as npm packs them.
    expect(readFileSync(path.join(root, 'node_modules/ms/index.js'), 'utf8')).toBe(ms.files['index.js']);
    // Peers are the app's to give; a missing optional dependency is skipped.
    expect(existsSync(path.join(root, 'node_modules/react'))).toBe(false);
    expect(registry.requests.get('/react')).toBeUndefined();
    expect(registry.requests.get('/absent-du-registre')).toBe(1);
    expect(registry.requests.get('/@lumi%2foutil')).toBe(1);
    expect(existsSync(path.join(root, '.lumi-complete'))).toBe(true);
    expect(statSync(path.join(root, 'node_modules/app/index.js')).mode & 0o111).toBe(0);
    expect(cacheEntries(options).filter((entry) => entry.endsWith('.lock') || entry.startsWith('.tmp-'))).toEqual([]);
  });

  it('un second appel se sert du cache sans aucune requête, et un nouveau processus retrouve le cache sur le disque', async () => {
    const registry = await registryWith([simple('ms-like', '1.0.0', { dependencies: { dep: '^1.0.0' } }), simple('dep', '1.0.0')]);
    const options = optionsFor(registry.url);
    const first = await fetchPackage('ms-like', null, options);
    const made = registry.total();
    expect(made).toBe(4);

    expect(await fetchPackage('ms-like', null, options)).toEqual(first);
    expect(await fetchPackage('ms-like', '^1.0.0', options)).toEqual(first);
    forgetInProcess();
    expect(await fetchPackage('ms-like', '1.0.0', options)).toEqual(first);
    expect(await resolveVersion('ms-like', 'latest', options)).toBe('1.0.0');
    expect(registry.total()).toBe(made);
  });

  it('deux récupérations simultanées du même paquet ne le téléchargent qu’une fois, dans un processus comme entre deux', async () => {
    const registry = await registryWith([simple('partage', '1.0.0')], { tarballDelayMs: 300 });
    const options = optionsFor(registry.url);
    const tarball = registry.tarballPath('partage', '1.0.0');

    const together = await Promise.all([fetchPackage('partage', '^1.0.0', options), fetchPackage('partage', '^1.0.0', options)]);
    expect(together[0]).toEqual(together[1]);
    expect(registry.requests.get(tarball)).toBe(1);
    expect(registry.requests.get('/partage')).toBe(1);

    // As two processes: the second finds the first's lock file and waits for its marker.
    const other = optionsFor(registry.url);
    const first = fetchPackage('partage', null, other);
    await expect.poll(() => existsSync(path.join(other.cacheDir, 'registry', 'partage@1.0.0.lock'))).toBe(true);
    forgetInProcess();
    const second = fetchPackage('partage', null, other);
    expect(await second).toEqual(await first);
    expect(registry.requests.get(tarball)).toBe(2);
    expect(cacheEntries(other).sort()).toEqual(['partage.dist-tags.json', 'partage@1.0.0']);
  });

  it('un verrou laissé par un processus mort, ou trop vieux, est repris', async () => {
    const registry = await registryWith([simple('verrou', '1.0.0'), simple('vieux', '1.0.0')]);
    const options = optionsFor(registry.url, { timeoutMs: 5_000 });
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(path.join(options.cacheDir, 'registry'), { recursive: true });
    writeFileSync(path.join(options.cacheDir, 'registry', 'verrou@1.0.0.lock'), JSON.stringify({ pid: dead, time: Date.now() }));
    writeFileSync(
      path.join(options.cacheDir, 'registry', 'vieux@1.0.0.lock'),
      JSON.stringify({ pid: process.pid, time: Date.now() - 11_000 }),
    );

    expect((await fetchPackage('verrou', null, options)).version).toBe('1.0.0');
    expect((await fetchPackage('vieux', null, options)).version).toBe('1.0.0');
    expect(cacheEntries(options).filter((entry) => entry.endsWith('.lock'))).toEqual([]);
  });

  describe('une archive dangereuse est refusée avec son message, sans rien laisser dans le cache', () => {
    const bigText = 'x'.repeat(200_000);
    const noise = randomBytes(30_000).toString('base64');
    const cases: { label: string; pkg: RegistryPackage; message: RegExp; overrides?: Partial<RegistryOptions>; chunked?: boolean }[] = [
      {
        label: 'un chemin en ../',
        pkg: simple('sortie', '1.0.0', { entries: [{ path: 'package/../../evade.js', type: 'file', content: 'x' }] }),
        message: /^Le paquet « sortie » contient un chemin interdit \(« package\/\.\.\/\.\.\/evade\.js »\) : refusé\.$/,
      },
      {
        label: 'un chemin absolu',
        pkg: simple('absolu', '1.0.0', { entries: [{ path: '/tmp/lumi-absolu.js', type: 'file', content: 'x' }] }),
        message: /^Le paquet « absolu » contient un chemin interdit \(« \/tmp\/lumi-absolu\.js »\) : refusé\.$/,
      },
      {
        label: 'un lien symbolique hors du paquet',
        pkg: simple('lien', '1.0.0', { entries: [{ path: 'package/secret', type: 'symlink', linkpath: '../../../../etc/passwd' }] }),
        message: /^Le paquet « lien » contient un lien \(« package\/secret » vers « \.\.\/\.\.\/\.\.\/\.\.\/etc\/passwd »\) : refusé\.$/,
      },
      {
        label: 'un lien physique',
        pkg: simple('physique', '1.0.0', { entries: [{ path: 'package/copie', type: 'hardlink', linkpath: 'package/index.js' }] }),
        message: /^Le paquet « physique » contient un lien/,
      },
      {
        label: "un script d'installation qui compile du code natif",
        pkg: simple('natif', '1.0.0', { scripts: { postinstall: 'prebuild-install || node-gyp rebuild' } }),
        message:
          /^Le paquet « natif » demande un script d'installation qui compile du code natif \(postinstall\) : refusé\. Un tel paquet ne fonctionne pas dans un navigateur, et Lumi n'exécute jamais ces scripts\.$/,
      },
      {
        label: 'une archive plus grande que la limite',
        pkg: simple('lourd', '1.0.0', { files: { 'index.js': noise } }),
        message: /^Le paquet « lourd » dépasse la taille autorisée \(0,01 Mo compressé\)\.$/,
        overrides: { maxTarballBytes: 10 * 1024 },
      },
      {
        label: 'une archive plus grande que la limite, envoyée sans taille annoncée',
        pkg: simple('lourd', '1.0.0', { files: { 'index.js': noise } }),
        message: /^Le paquet « lourd » dépasse la taille autorisée \(0,01 Mo compressé\)\.$/,
        overrides: { maxTarballBytes: 10 * 1024 },
        chunked: true,
      },
      {
        label: 'un contenu décompressé plus grand que la limite',
        pkg: simple('gonfle', '1.0.0', { files: { 'index.js': bigText } }),
        message: /^Le paquet « gonfle » dépasse la taille autorisée \(0,1 Mo décompressé, dépendances comprises\)\.$/,
        overrides: { maxUnpackedBytes: 0.1 * 1024 * 1024 },
      },
      {
        label: 'une empreinte fausse',
        pkg: simple('falsifie', '1.0.0', { integrity: 'wrong' }),
        message: /^Le paquet « falsifie » a une empreinte \(sha512\) qui ne correspond pas à son archive : refusé\.$/,
      },
    ];

    for (const { label, pkg, message, overrides, chunked } of cases) {
      it(`refusée pour ${label}`, async () => {
        const registry = await registryWith([pkg], { omitContentLength: chunked });
        const options = optionsFor(registry.url, overrides);
        const error = await refusal(fetchPackage(pkg.name, null, options));
        expect(error.message).toMatch(message);
        expect(cacheEntries(options)).toEqual([]);
        expect(existsSync('/tmp/lumi-absolu.js')).toBe(false);
      });
    }

    it('refusée aussi quand le fautif est une dépendance, au nom du paquet demandé', async () => {
      const registry = await registryWith([
        simple('honnete', '1.0.0', { dependencies: { piege: '^1.0.0' } }),
        simple('piege', '1.0.0', { scripts: { install: 'node-gyp rebuild' } }),
      ]);
      const options = optionsFor(registry.url);
      const error = await refusal(fetchPackage('honnete', null, options));
      expect(error.message).toMatch(
        /^Le paquet « honnete » ne peut pas être préparé pour l'aperçu\. Le paquet « piege » demande un script d'installation qui compile du code natif \(install\)/,
      );
      expect(cacheEntries(options)).toEqual([]);
    });

    it("un script d'installation sans compilation (une bannière, comme celle de core-js) n'empêche rien et ne s'exécute jamais", async () => {
      const marker = path.join(tmpdir(), `lumi-script-${process.pid}-${Date.now()}`);
      const registry = await registryWith([
        simple('banniere', '1.0.0', {
          scripts: { preinstall: `touch ${marker}`, postinstall: `node -e "require('fs').writeFileSync('${marker}', '')"` },
        }),
      ]);
      const options = optionsFor(registry.url);
      const fetched = await fetchPackage('banniere', null, options);
      expect(existsSync(path.join(fetched.root, 'node_modules', 'banniere', 'package.json'))).toBe(true);
      expect(existsSync(marker)).toBe(false);
    });
  });

  it('un registre injoignable donne vite « n’est pas disponible hors ligne »', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const options = optionsFor(url);
    const started = performance.now();
    const error = await refusal(fetchPackage('nanoid', '^5.0.0', options));
    expect(error.message).toBe(`Le paquet « nanoid » n'est pas disponible hors ligne : le registre ${url} ne répond pas.`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await refusal(resolveVersion('nanoid', null, options))).message).toContain("n'est pas disponible hors ligne");
  });

  it('un paquet inconnu du registre est dit inexistant', async () => {
    const registry = await registryWith([]);
    const error = await refusal(fetchPackage('introuvable', null, optionsFor(registry.url)));
    expect(error.message).toBe(`Le paquet « introuvable » n'existe pas sur le registre ${registry.url}.`);
  });

  it('un nom refusé par la configuration l’est sans aucune requête, comme une version file:, git ou npm:', async () => {
    const registry = await registryWith([simple('interdit', '1.0.0'), simple('@douteux/x', '1.0.0'), simple('local', '1.0.0')]);
    const options = optionsFor(registry.url, { denyList: ['interdit', '@douteux/*'] });
    expect((await refusal(fetchPackage('interdit', null, options))).message).toBe(
      'Le paquet « interdit » est refusé par la configuration (LUMI_PACKAGE_DENYLIST).',
    );
    expect((await refusal(fetchPackage('@douteux/x', '^1.0.0', options))).message).toContain('refusé par la configuration');
    for (const range of ['file:../local', 'git+https://github.com/a/b.git', 'npm:autre@^1', 'https://exemple.fr/x.tgz', 'a/b']) {
      expect((await refusal(fetchPackage('local', range, options))).message).toBe(
        `Le paquet « local » est demandé sous la forme « ${range} » : l'aperçu n'installe que des versions du registre npm (pas de npm:, git, file: ni http).`,
      );
    }
    expect((await refusal(fetchPackage('../etc', null, options))).message).toBe("« ../etc » n'est pas un nom de paquet npm valide.");
    expect(registry.total()).toBe(0);
  });

  it('une plage choisit la plus haute version qui convient, une étiquette de distribution aussi', async () => {
    const registry = await registryWith([
      simple('@lumi/versions', '1.0.0'),
      simple('@lumi/versions', '1.2.0'),
      simple('@lumi/versions', '1.10.1'),
      simple('@lumi/versions', '2.0.0'),
      simple('@lumi/versions', '3.0.0-beta.1', { tags: ['next'] }),
    ]);
    const options = optionsFor(registry.url);
    expect(await resolveVersion('@lumi/versions', '^1.1.0', options)).toBe('1.10.1');
    expect(await resolveVersion('@lumi/versions', 'next', options)).toBe('3.0.0-beta.1');
    expect(await resolveVersion('@lumi/versions', null, options)).toBe('2.0.0');
    expect(await resolveVersion('@lumi/versions', '1.2.0', options)).toBe('1.2.0');
    expect((await refusal(resolveVersion('@lumi/versions', '^9', options))).message).toBe(
      'Aucune version de @lumi/versions ne correspond à « ^9 ».',
    );

    const fetched = await fetchPackage('@lumi/versions', 'next', options);
    expect(fetched).toEqual({
      name: '@lumi/versions',
      version: '3.0.0-beta.1',
      root: path.join(options.cacheDir, 'registry', '@lumi+versions@3.0.0-beta.1'),
    });
    expect(versionAt(fetched.root, 'node_modules/@lumi/versions')).toBe('3.0.0-beta.1');
    expect((await fetchPackage('@lumi/versions', '~1.2', options)).version).toBe('1.2.0');
  });
});
