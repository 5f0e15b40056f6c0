import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import * as tar from 'tar';

/** A raw tar entry, for the hostile cases a normal folder cannot hold (`../`, absolute paths, links). */
export interface RawTarEntry {
  path: string;
  type: 'file' | 'directory' | 'symlink' | 'hardlink';
  content?: string;
  linkpath?: string;
}

export interface RegistryPackage {
  name: string;
  version: string;
  /** Paths inside the package; a package.json is written from the fields below unless given here. */
  files: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  /** Dist-tags naming this version; `latest` defaults to the highest release. */
  tags?: string[];
  entries?: RawTarEntry[];
  integrity?: 'valid' | 'wrong';
  /** The tarball's top folder: npm's is `package`, some publishers' are not. */
  folder?: string;
}

export interface NpmRegistryOptions {
  packages: RegistryPackage[];
  /** Pause before each tarball is sent (concurrent fetches overlap). */
  tarballDelayMs?: number;
  /** Send tarballs without content-length (chunked): only the bytes read tell their size. */
  omitContentLength?: boolean;
}

interface Built {
  pkg: RegistryPackage;
  tarball: Buffer;
  path: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const nodeModules = path.resolve(here, '../../node_modules');

/**
 * A small real npm registry on 127.0.0.1: abbreviated packuments and real gzip tarballs made with node-tar, with
 * every request counted by path.
 */
export async function startNpmRegistry(options: NpmRegistryOptions) {
  const built = await Promise.all(options.packages.map(buildTarball));
  const requests = new Map<string, number>();
  let base = '';

  function packument(name: string) {
    const versions = built.filter((entry) => entry.pkg.name === name);
    if (versions.length === 0) return null;
    const tags: Record<string, string> = {};
    const releases = versions.map((entry) => entry.pkg.version).filter((version) => !semver.prerelease(version));
    const highest = semver.maxSatisfying(releases, '*');
    if (highest) tags.latest = highest;
    for (const { pkg } of versions) for (const tag of pkg.tags ?? []) tags[tag] = pkg.version;
    return {
      name,
      modified: new Date(0).toISOString(),
      'dist-tags': tags,
      versions: Object.fromEntries(
        versions.map(({ pkg, tarball, path: tarballPath }) => {
          const integrity = `sha512-${createHash('sha512')
            .update(pkg.integrity === 'wrong' ? Buffer.from('autre chose') : tarball)
            .digest('base64')}`;
          const hasInstallScript = ['preinstall', 'install', 'postinstall'].some((script) => pkg.scripts?.[script]);
          return [
            pkg.version,
            {
              name,
              version: pkg.version,
              dependencies: pkg.dependencies,
              optionalDependencies: pkg.optionalDependencies,
              peerDependencies: pkg.peerDependencies,
              ...(hasInstallScript ? { hasInstallScript: true } : {}),
              dist: {
                tarball: `${base}${tarballPath}`,
                integrity,
                shasum: createHash('sha1')
                  .update(pkg.integrity === 'wrong' ? Buffer.from('autre chose') : tarball)
                  .digest('hex'),
              },
            },
          ];
        }),
      ),
    };
  }

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://registre').pathname;
    requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    void respond(pathname, res);
  });

  async function respond(pathname: string, res: ServerResponse) {
    const tarball = built.find((entry) => entry.path === pathname);
    if (tarball) {
      if (options.tarballDelayMs) await new Promise((resolve) => setTimeout(resolve, options.tarballDelayMs));
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        ...(options.omitContentLength ? {} : { 'content-length': tarball.tarball.length }),
      });
      if (options.omitContentLength) {
        // Two writes, so the response is chunked rather than sized by Node.
        res.write(tarball.tarball.subarray(0, 1));
        res.end(tarball.tarball.subarray(1));
      } else {
        res.end(tarball.tarball);
      }
      return;
    }
    const body = packument(decodeURIComponent(pathname.slice(1)));
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/vnd.npm.install-v1+json' });
    res.end(JSON.stringify(body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    /** Requests by URL path: `/ms` for a packument, `/ms/-/ms-2.1.3.tgz` for a tarball. */
    requests,
    /** Every request made so far. */
    total: () => [...requests.values()].reduce((sum, count) => sum + count, 0),
    /** The path of one version's tarball. */
    tarballPath: (name: string, version: string) => tarballPathOf(name, version),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type NpmRegistry = Awaited<ReturnType<typeof startNpmRegistry>>;

function tarballPathOf(name: string, version: string): string {
  return `/${name}/-/${name.split('/').pop()}-${version}.tgz`;
}

async function buildTarball(pkg: RegistryPackage): Promise<Built> {
  const work = mkdtempSync(path.join(tmpdir(), 'lumi-registre-'));
  try {
    const folder = pkg.folder ?? 'package';
    const files = { ...pkg.files };
    files['package.json'] ??= JSON.stringify(
      {
        name: pkg.name,
        version: pkg.version,
        main: 'index.js',
        dependencies: pkg.dependencies,
        optionalDependencies: pkg.optionalDependencies,
        peerDependencies: pkg.peerDependencies,
        scripts: pkg.scripts,
      },
      null,
      2,
    );
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(work, folder, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    const tarball = pkg.entries?.length ? await packWithEntries(work, folder, pkg.entries) : await packFolder(work, folder);
    return { pkg, tarball, path: tarballPathOf(pkg.name, pkg.version) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function packFolder(work: string, folder: string): Promise<Buffer> {
  const file = path.join(work, 'paquet.tgz');
  await tar.c({ gzip: true, cwd: work, portable: true, file }, [folder]);
  return readFileSync(file);
}

/** The folder, then raw entries written as they are (preservePaths keeps absolute paths absolute). */
async function packWithEntries(work: string, folder: string, entries: RawTarEntry[]): Promise<Buffer> {
  const pack = new tar.Pack({ gzip: true, cwd: work, portable: true, preservePaths: true });
  const done = pack.concat();
  pack.add(folder);
  const types = { file: 'File', directory: 'Directory', symlink: 'SymbolicLink', hardlink: 'Link' } as const;
  for (const raw of entries) {
    const body = Buffer.from(raw.type === 'file' ? (raw.content ?? '') : '');
    const header = new tar.Header({
      path: raw.path,
      type: types[raw.type],
      mode: raw.type === 'directory' ? 0o755 : 0o644,
      size: body.length,
      linkpath: raw.linkpath,
      mtime: new Date(0),
    });
    header.encode();
    const entry = new tar.ReadEntry(header);
    pack.add(entry);
    if (body.length > 0) entry.write(body);
    entry.end();
  }
  pack.end();
  return Buffer.from(await done);
}

/**
 * A package installed in Lumi's node_modules, as npm would publish it (its `files`, or everything but
 * node_modules): a real published package's files for the tests.
 */
export function packFromNodeModules(name: string): RegistryPackage {
  const dir = path.join(nodeModules, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    files?: string[];
    main?: string;
    dependencies?: Record<string, string>;
  };
  const all = listFiles(dir);
  const patterns = manifest.files?.filter((pattern) => !pattern.startsWith('!')).map(globToRegExp);
  const always = /^(package\.json|readme(\..*)?|licen[cs]e(\..*)?)$/i;
  const main = manifest.main?.replace(/^\.\//, '');
  const kept = all.filter(
    (file) =>
      !patterns || always.test(file) || file === main || `${file}` === `${main}.js` || patterns.some((pattern) => pattern.test(file)),
  );
  return {
    name,
    version: manifest.version,
    dependencies: manifest.dependencies,
    files: Object.fromEntries(kept.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')])),
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry}` : entry;
    if (entry === 'node_modules' || entry === '.git') return [];
    return statSync(path.join(dir, relative)).isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

/** A `files` entry: a file, a folder (everything under it) or a simple glob. */
function globToRegExp(pattern: string): RegExp {
  const clean = pattern.replace(/^\.?\//, '').replace(/\/$/, '');
  const source = clean
    .split('')
    .map((char, index, chars) => {
      if (char === '*') return chars[index + 1] === '*' ? '' : chars[index - 1] === '*' ? '.*' : '[^/]*';
      return /[.+?^${}()|[\]\\]/.test(char) ? `\\${char}` : char;
    })
    .join('');
  return new RegExp(`^${source}(/.*)?$`);
}
