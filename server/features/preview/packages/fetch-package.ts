import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { Parser, type ReadEntry } from 'tar';
import { z } from 'zod';

export interface RegistryOptions {
  /** e.g. http://127.0.0.1:4873 or https://registry.npmjs.org (no trailing slash needed). */
  registryUrl: string;
  /** e.g. DATA_DIR/preview-packages; trees go to `cacheDir/registry/`. */
  cacheDir: string;
  /** Per tarball, compressed. */
  maxTarballBytes: number;
  /** Per package tree (the package and all its dependencies), unpacked. */
  maxUnpackedBytes: number;
  /** The whole fetch of one package tree. */
  timeoutMs: number;
  /** Package names refused outright, as dependencies too; `@scope/*` refuses a whole scope. */
  denyList: string[];
}

/** Why a package cannot be had, in French, naming the package: shown to the user as is. */
export class PackageUnavailable extends Error {
  override name = 'PackageUnavailable';
}

export interface FetchedPackage {
  name: string;
  version: string;
  /** `${root}/node_modules/${name}` is the package, its dependencies beside it (npm's hoisted layout). */
  root: string;
}

const MARKER = '.lumi-complete';
const LOCK_POLL_MS = 100;
const MAX_TREE_PACKAGES = 1000;
const PARALLEL_DOWNLOADS = 8;
/** A dist-tag seen on the registry is trusted this long, then asked again (kept when the registry is unreachable). */
const TAG_TTL_MS = 24 * 60 * 60 * 1000;
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const;
const VALID_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/i;
const FOREIGN_SPEC = /^(?:npm|file|link|git(?:\+[a-z]+)?|https?|github|gitlab|bitbucket|gist|workspace|portal|patch):/i;

const packumentSchema = z.object({
  'dist-tags': z.record(z.string(), z.string()).catch({}),
  versions: z.record(z.string(), z.unknown()),
});
const manifestSchema = z.object({
  dependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
  os: z.array(z.string()).optional().catch(undefined),
  cpu: z.array(z.string()).optional().catch(undefined),
  dist: z.object({ tarball: z.string(), integrity: z.string().optional(), shasum: z.string().optional() }),
});
const tagRecordSchema = z.object({ time: z.number(), tags: z.record(z.string(), z.string()) });
const lockSchema = z.object({ pid: z.number().int(), time: z.number() });

type Packument = z.infer<typeof packumentSchema>;
type Manifest = z.infer<typeof manifestSchema>;
type Wanted = { kind: 'range'; range: string; spec: string } | { kind: 'tag'; tag: string; spec: string };

interface TreeNode {
  /** Relative to the tree's root: `node_modules/a/node_modules/@s/b`. */
  dir: string;
  name: string;
  version: string;
  manifest: Manifest;
  /** Some dependent needs it (not only optional ones): its failure fails the tree. */
  required: boolean;
  ready: Promise<void>;
}

interface TreeContext {
  top: string;
  options: RegistryOptions;
  registry: string;
  signal: AbortSignal;
  unpackedBytes: number;
  packuments: Map<string, Promise<Packument>>;
  limit: <T>(work: () => Promise<T>) => Promise<T>;
}

const sharedCalls = new Map<string, Promise<FetchedPackage>>();
const sharedTrees = new Map<string, Promise<void>>();

/** Tests: what a new process would see, the disk cache without this one's pending calls. */
export function forgetInProcess(): void {
  sharedCalls.clear();
  sharedTrees.clear();
}

/**
 * Installs `name` (the project's `range`, else `latest`) with its dependencies from the registry into the shared
 * cache, once per machine, and says where. Throws only PackageUnavailable.
 */
export async function fetchPackage(name: string, range: string | null, options: RegistryOptions): Promise<FetchedPackage> {
  const key = `${name}\0${range ?? ''}\0${options.registryUrl}\0${options.cacheDir}`;
  let shared = sharedCalls.get(key);
  if (!shared) {
    shared = guarded(name, () => fetchTree(name, range, options));
    sharedCalls.set(key, shared);
    void shared.then(
      () => sharedCalls.delete(key),
      () => sharedCalls.delete(key),
    );
  }
  return shared;
}

/**
 * The version fetchPackage would install: a cached one that fits first (no network), else the registry's
 * packument and semver (npm's choice: `latest` when it fits the range, else the highest that does).
 */
export async function resolveVersion(name: string, range: string | null, options: RegistryOptions): Promise<string> {
  return guarded(name, async () => (await chooseVersion(name, checkRequest(name, range, options), options)).version);
}

async function fetchTree(name: string, range: string | null, options: RegistryOptions): Promise<FetchedPackage> {
  const wanted = checkRequest(name, range, options);
  const choice = await chooseVersion(name, wanted, options);
  const root = treeDir(options, name, choice.version);
  if (!isComplete(root)) {
    if (!choice.packument) throw new Error(`paquet « ${name}@${choice.version} » absent du cache`);
    const treeKey = root;
    let tree = sharedTrees.get(treeKey);
    if (!tree) {
      tree = installTree(name, choice.version, choice.packument, options);
      sharedTrees.set(treeKey, tree);
      void tree.then(
        () => sharedTrees.delete(treeKey),
        () => sharedTrees.delete(treeKey),
      );
    }
    await tree;
  }
  if (choice.packument) writeTagRecord(options, name, choice.packument['dist-tags']);
  return { name, version: choice.version, root };
}

/** Every failure leaves as PackageUnavailable naming the package: callers show the message, never a TypeError. */
async function guarded<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PackageUnavailable) throw error;
    const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
    if (code)
      throw new PackageUnavailable(`Le paquet « ${name} » n'a pas pu être rangé dans le dossier des paquets de l'aperçu (${code}).`, {
        cause: error,
      });
    throw new PackageUnavailable(
      `Le paquet « ${name} » n'a pas pu être installé : ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    );
  }
}

function checkRequest(name: string, range: string | null, options: RegistryOptions): Wanted {
  checkName(name);
  checkAllowed(name, options);
  return parseSpec(name, range);
}

function checkName(name: string): void {
  if (name.length > 214 || !VALID_NAME.test(name)) throw new PackageUnavailable(`« ${name} » n'est pas un nom de paquet npm valide.`);
}

function checkAllowed(name: string, options: RegistryOptions): void {
  const denied = options.denyList.some((entry) => entry === name || (entry.endsWith('/*') && name.startsWith(entry.slice(0, -1))));
  if (denied) throw new PackageUnavailable(`Le paquet « ${name} » est refusé par la configuration (LUMI_PACKAGE_DENYLIST).`);
}

function parseSpec(name: string, spec: string | null): Wanted {
  if (spec === null) return { kind: 'tag', tag: 'latest', spec: 'latest' };
  const trimmed = spec.trim();
  if (trimmed === '') return { kind: 'range', range: '*', spec: trimmed };
  if (FOREIGN_SPEC.test(trimmed) || trimmed.includes('/')) {
    throw new PackageUnavailable(
      `Le paquet « ${name} » est demandé sous la forme « ${trimmed} » : l'aperçu n'installe que des versions du registre npm (pas de npm:, git, file: ni http).`,
    );
  }
  const range = semver.validRange(trimmed, { loose: true });
  if (range) return { kind: 'range', range, spec: trimmed };
  if (/^[a-z0-9][\w.-]*$/i.test(trimmed)) return { kind: 'tag', tag: trimmed, spec: trimmed };
  throw new PackageUnavailable(`La version « ${trimmed} » demandée pour le paquet « ${name} » n'est pas comprise par l'aperçu.`);
}

/** npm-pick-manifest's rule: `latest` when it fits, else the highest version that does. */
function pickVersion(packument: Packument, wanted: Wanted): string | null {
  const versions = Object.keys(packument.versions).filter((version) => semver.valid(version) === version);
  const latest = packument['dist-tags'].latest;
  if (wanted.kind === 'tag') {
    const tagged = Object.hasOwn(packument['dist-tags'], wanted.tag) ? packument['dist-tags'][wanted.tag] : undefined;
    if (tagged && versions.includes(tagged)) return tagged;
    return wanted.tag === 'latest' && !latest ? semver.maxSatisfying(versions, '*') : null;
  }
  if (latest && versions.includes(latest) && semver.satisfies(latest, wanted.range, { loose: true })) return latest;
  return semver.maxSatisfying(versions, wanted.range, { loose: true });
}

async function chooseVersion(
  name: string,
  wanted: Wanted,
  options: RegistryOptions,
): Promise<{ version: string; packument: Packument | null }> {
  const cached = cachedVersions(options, name);
  const record = readTagRecord(options, name);
  if (wanted.kind === 'range') {
    const version = semver.maxSatisfying(cached, wanted.range, { loose: true });
    if (version) return { version, packument: null };
  } else if (record && Date.now() - record.time < TAG_TTL_MS) {
    const tagged = record.tags[wanted.tag];
    if (tagged && cached.includes(tagged)) return { version: tagged, packument: null };
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  let packument: Packument;
  try {
    packument = await getPackument(name, registryOf(options), options, signal);
  } catch (error) {
    // Offline, a tag already seen keeps working with the tree it named.
    const tagged = wanted.kind === 'tag' && record ? record.tags[wanted.tag] : undefined;
    if (tagged && cached.includes(tagged)) return { version: tagged, packument: null };
    throw error;
  }
  const version = pickVersion(packument, wanted);
  if (!version) throw new PackageUnavailable(`Aucune version de ${name} ne correspond à « ${wanted.spec} ».`);
  return { version, packument };
}

function registryOf(options: RegistryOptions): string {
  return options.registryUrl.replace(/\/+$/, '');
}

function registryDir(options: RegistryOptions): string {
  return path.join(options.cacheDir, 'registry');
}

/** `@scope/name` → `@scope+name`: one folder per tree, never a nested scope folder. */
function folderName(name: string): string {
  return name.replace('/', '+');
}

function treeDir(options: RegistryOptions, name: string, version: string): string {
  return path.join(registryDir(options), `${folderName(name)}@${version}`);
}

function isComplete(root: string): boolean {
  return existsSync(path.join(root, MARKER));
}

function cachedVersions(options: RegistryOptions, name: string): string[] {
  const prefix = `${folderName(name)}@`;
  let entries: string[];
  try {
    entries = readdirSync(registryDir(options));
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.startsWith(prefix) && !entry.endsWith('.lock'))
    .map((entry) => entry.slice(prefix.length))
    .filter((version) => semver.valid(version) === version && isComplete(treeDir(options, name, version)));
}

function tagRecordFile(options: RegistryOptions, name: string): string {
  return path.join(registryDir(options), `${folderName(name)}.dist-tags.json`);
}

function readTagRecord(options: RegistryOptions, name: string): z.infer<typeof tagRecordSchema> | null {
  try {
    return tagRecordSchema.parse(JSON.parse(readFileSync(tagRecordFile(options, name), 'utf8')));
  } catch {
    return null;
  }
}

function writeTagRecord(options: RegistryOptions, name: string, tags: Record<string, string>): void {
  try {
    const file = tagRecordFile(options, name);
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, JSON.stringify({ time: Date.now(), tags }));
    renameSync(temporary, file);
  } catch {
    // Only a shortcut for the next call: without it, the registry is asked again.
  }
}

async function getPackument(name: string, registry: string, options: RegistryOptions, signal: AbortSignal): Promise<Packument> {
  const response = await request(`${registry}/${name.replace('/', '%2f')}`, name, registry, options, signal, {
    accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8',
  });
  if (response.status === 404) throw new PackageUnavailable(`Le paquet « ${name} » n'existe pas sur le registre ${registry}.`);
  if (!response.ok) throw new PackageUnavailable(`Le registre ${registry} a répondu ${response.status} pour le paquet « ${name} ».`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw networkFailure(error, name, registry, options, signal);
  }
  const parsed = packumentSchema.safeParse(body);
  if (!parsed.success) throw new PackageUnavailable(`Le registre ${registry} a renvoyé une fiche illisible pour le paquet « ${name} ».`);
  return parsed.data;
}

async function request(
  url: string,
  name: string,
  registry: string,
  options: RegistryOptions,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    return await fetch(url, { headers, signal });
  } catch (error) {
    throw networkFailure(error, name, registry, options, signal);
  }
}

function networkFailure(error: unknown, name: string, registry: string, options: RegistryOptions, signal: AbortSignal): PackageUnavailable {
  if (error instanceof PackageUnavailable) return error;
  if (signal.aborted) {
    return new PackageUnavailable(
      `Le paquet « ${name} » n'a pas pu être téléchargé en ${Math.round(options.timeoutMs / 1000)} s : le registre ${registry} est trop lent.`,
      { cause: error },
    );
  }
  if (error instanceof SyntaxError)
    return new PackageUnavailable(`Le registre ${registry} a renvoyé une fiche illisible pour le paquet « ${name} ».`, { cause: error });
  return new PackageUnavailable(`Le paquet « ${name} » n'est pas disponible hors ligne : le registre ${registry} ne répond pas.`, {
    cause: error,
  });
}

/** Builds the tree in a temporary folder beside its place, under a lock file other processes wait on. */
async function installTree(name: string, version: string, packument: Packument, options: RegistryOptions): Promise<void> {
  const root = treeDir(options, name, version);
  mkdirSync(registryDir(options), { recursive: true });
  const lockFile = `${root}.lock`;
  const token = await acquireLock(lockFile, root, 2 * options.timeoutMs);
  if (token === null) return;
  try {
    if (isComplete(root)) return;
    removeAbandonedTemporaries(options, name, version);
    const temporary = path.join(
      registryDir(options),
      `.tmp-${folderName(name)}@${version}-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    try {
      await buildTree(name, version, packument, temporary, options);
      writeFileSync(path.join(temporary, MARKER), JSON.stringify({ name, version, time: new Date().toISOString() }), { mode: 0o644 });
      commit(temporary, root);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  } finally {
    releaseLock(lockFile, token);
  }
}

function commit(temporary: string, root: string): void {
  try {
    renameSync(temporary, root);
  } catch (error) {
    if (isComplete(root)) return;
    // A tree left without its marker (a crash on an older layout): ours replaces it.
    if (existsSync(root)) {
      rmSync(root, { recursive: true, force: true });
      renameSync(temporary, root);
      return;
    }
    throw error;
  }
}

function removeAbandonedTemporaries(options: RegistryOptions, name: string, version: string): void {
  const prefix = `.tmp-${folderName(name)}@${version}-`;
  for (const entry of readdirSync(registryDir(options))) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length).split('-')[0]);
    if (!isAlive(pid)) rmSync(path.join(registryDir(options), entry), { recursive: true, force: true });
  }
}

/** Our token once the lock is ours; null when another process completed the tree meanwhile. */
async function acquireLock(lockFile: string, root: string, staleAfterMs: number): Promise<string | null> {
  const token = JSON.stringify({ pid: process.pid, time: Date.now(), id: randomBytes(6).toString('hex') });
  for (;;) {
    if (isComplete(root)) return null;
    try {
      writeFileSync(lockFile, token, { flag: 'wx', mode: 0o644 });
      return token;
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error;
    }
    const holder = readLock(lockFile);
    if (holder === null) continue;
    if (isStale(holder, staleAfterMs)) {
      takeOver(lockFile, holder.raw);
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

function readLock(lockFile: string): { raw: string; pid: number | null; time: number } | null {
  try {
    const raw = readFileSync(lockFile, 'utf8');
    const parsed = lockSchema.safeParse(safeJson(raw));
    // A lock being written is empty for an instant: its age is the file's.
    return parsed.success ? { raw, ...parsed.data } : { raw, pid: null, time: statSync(lockFile).mtimeMs };
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
}

function isStale(holder: { pid: number | null; time: number }, staleAfterMs: number): boolean {
  if (Date.now() - holder.time > staleAfterMs) return true;
  return holder.pid !== null && !isAlive(holder.pid);
}

/** Renamed away rather than deleted, so a lock another process took meanwhile is put back, not lost. */
function takeOver(lockFile: string, staleContent: string): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleContent) linkSync(aside, lockFile);
  } catch {
    // Someone holds a newer lock already: theirs stands.
  } finally {
    rmSync(aside, { force: true });
  }
}

function releaseLock(lockFile: string, token: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === token) unlinkSync(lockFile);
  } catch {
    // Already taken over as stale: not ours to remove.
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrorCode(error, 'EPERM');
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === code;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Resolves the dependencies breadth first and lays them out as npm does: at the top unless another version is
 * visible from the dependent, then in the dependent's own node_modules. Tarballs download while resolving goes on.
 */
async function buildTree(name: string, version: string, packument: Packument, temporary: string, options: RegistryOptions): Promise<void> {
  const ctx: TreeContext = {
    top: name,
    options,
    registry: registryOf(options),
    signal: AbortSignal.timeout(options.timeoutMs),
    unpackedBytes: 0,
    packuments: new Map([[name, Promise.resolve(packument)]]),
    limit: limiter(PARALLEL_DOWNLOADS),
  };
  const nodes = new Map<string, TreeNode>();
  const place = (dir: string, packageName: string, packageVersion: string, manifest: Manifest, required: boolean): TreeNode => {
    if (nodes.size >= MAX_TREE_PACKAGES)
      throw new PackageUnavailable(`Le paquet « ${name} » a trop de dépendances (plus de ${MAX_TREE_PACKAGES}) pour l'aperçu.`);
    const node: TreeNode = { dir, name: packageName, version: packageVersion, manifest, required, ready: Promise.resolve() };
    node.ready = ctx.limit(() => installTarball(node, path.join(temporary, ...dir.split('/')), ctx));
    node.ready.catch(() => {});
    nodes.set(dir, node);
    return node;
  };
  const queue = [place(`node_modules/${name}`, name, version, manifestOf(name, version, packument), true)];
  try {
    for (const node of queue) {
      try {
        await node.ready;
      } catch (error) {
        if (node.required) throw node === queue[0] ? error : dependencyFailure(error, name);
        nodes.delete(node.dir);
        rmSync(path.join(temporary, ...node.dir.split('/')), { recursive: true, force: true });
        continue;
      }
      const dependencies = dependenciesOf(node);
      for (const dependency of dependencies) void packumentOf(dependency.name, ctx).catch(() => {});
      for (const dependency of dependencies) {
        try {
          const found = visible(nodes, node.dir, dependency.folder);
          if (found && found.name === dependency.name && (await fits(found.version, dependency, ctx))) {
            found.required ||= !dependency.optional;
            continue;
          }
          checkAllowed(dependency.name, options);
          const dependencyPackument = await packumentOf(dependency.name, ctx);
          const chosen = pickVersion(dependencyPackument, dependency.wanted);
          if (!chosen) throw new PackageUnavailable(`Aucune version de ${dependency.name} ne correspond à « ${dependency.wanted.spec} ».`);
          const manifest = manifestOf(dependency.name, chosen, dependencyPackument);
          if (dependency.optional && !fitsPlatform(manifest)) continue;
          const dir = found ? `${node.dir}/node_modules/${dependency.folder}` : `node_modules/${dependency.folder}`;
          queue.push(place(dir, dependency.name, chosen, manifest, !dependency.optional));
        } catch (error) {
          if (dependency.optional && error instanceof PackageUnavailable) continue;
          throw dependencyFailure(error, name);
        }
      }
    }
  } catch (error) {
    throw ctx.signal.aborted ? networkFailure(error, name, ctx.registry, options, ctx.signal) : error;
  } finally {
    await Promise.allSettled([...nodes.values()].map((node) => node.ready));
  }
}

/** A dependency's own message, said about the package the user asked for. */
function dependencyFailure(error: unknown, top: string): unknown {
  if (!(error instanceof PackageUnavailable) || error.message.startsWith(`Le paquet « ${top} » ne peut pas`)) return error;
  return new PackageUnavailable(`Le paquet « ${top} » ne peut pas être préparé pour l'aperçu. ${error.message}`, { cause: error });
}

function packumentOf(name: string, ctx: TreeContext): Promise<Packument> {
  let pending = ctx.packuments.get(name);
  if (!pending) {
    pending = getPackument(name, ctx.registry, ctx.options, ctx.signal);
    ctx.packuments.set(name, pending);
  }
  return pending;
}

function manifestOf(name: string, version: string, packument: Packument): Manifest {
  const parsed = manifestSchema.safeParse(packument.versions[version]);
  if (!parsed.success) throw new PackageUnavailable(`Le registre a renvoyé une fiche illisible pour le paquet « ${name}@${version} ».`);
  return parsed.data;
}

interface Dependency {
  /** Its folder in node_modules: the alias of `npm:real@range`, else its name. */
  folder: string;
  name: string;
  wanted: Wanted;
  optional: boolean;
}

/** `dependencies` and `optionalDependencies` (peers are the app's to give), sorted as npm walks them. */
function dependenciesOf(node: TreeNode): Dependency[] {
  const optional = node.manifest.optionalDependencies ?? {};
  const all = { ...node.manifest.dependencies, ...optional };
  return Object.keys(all)
    .sort()
    .map((folder) => {
      const spec = all[folder]!;
      checkName(folder);
      const alias = /^npm:((?:@[^/@]+\/)?[^@]+)(?:@(.*))?$/.exec(spec.trim());
      const name = alias ? alias[1]! : folder;
      checkName(name);
      return { folder, name, wanted: parseSpec(name, alias ? (alias[2] ?? '') : spec), optional: Object.hasOwn(optional, folder) };
    });
}

/** The package Node would find from `dir` under `folder`: its own node_modules, then each parent's, then the top. */
function visible(nodes: Map<string, TreeNode>, dir: string, folder: string): TreeNode | undefined {
  let current = dir;
  for (;;) {
    const found = nodes.get(`${current}/node_modules/${folder}`);
    if (found) return found;
    const parent = current.lastIndexOf('/node_modules/');
    if (parent < 0) return nodes.get(`node_modules/${folder}`);
    current = current.slice(0, parent);
  }
}

async function fits(version: string, dependency: Dependency, ctx: TreeContext): Promise<boolean> {
  if (dependency.wanted.kind === 'range') return semver.satisfies(version, dependency.wanted.range, { loose: true });
  return pickVersion(await packumentOf(dependency.name, ctx), dependency.wanted) === version;
}

function fitsPlatform(manifest: Manifest): boolean {
  const allows = (list: string[] | undefined, value: string) => {
    if (!list || list.length === 0) return true;
    if (list.includes(`!${value}`)) return false;
    const positive = list.filter((entry) => !entry.startsWith('!'));
    return positive.length === 0 || positive.includes(value);
  };
  return allows(manifest.os, process.platform) && allows(manifest.cpu, process.arch);
}

function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

async function installTarball(node: TreeNode, target: string, ctx: TreeContext): Promise<void> {
  ctx.signal.throwIfAborted();
  const data = await download(node, ctx);
  verifyIntegrity(node, data);
  ctx.signal.throwIfAborted();
  await extract(node, data, target, ctx);
  checkManifest(node, target);
}

function megabytes(bytes: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(bytes / (1024 * 1024));
}

function tarballTooBig(node: TreeNode, ctx: TreeContext): PackageUnavailable {
  return new PackageUnavailable(
    `Le paquet « ${node.name} » dépasse la taille autorisée (${megabytes(ctx.options.maxTarballBytes)} Mo compressé).`,
  );
}

async function download(node: TreeNode, ctx: TreeContext): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(node.manifest.dist.tarball);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PackageUnavailable(
      `Le registre ${ctx.registry} donne pour le paquet « ${node.name} » une archive à une adresse refusée (« ${node.manifest.dist.tarball} »).`,
    );
  }
  const response = await request(url.href, node.name, ctx.registry, ctx.options, ctx.signal);
  if (response.status === 404)
    throw new PackageUnavailable(`L'archive du paquet « ${node.name}@${node.version} » est introuvable sur le registre ${ctx.registry}.`);
  if (!response.ok || !response.body)
    throw new PackageUnavailable(
      `Le registre ${ctx.registry} a répondu ${response.status} pour l'archive du paquet « ${node.name}@${node.version} ».`,
    );
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > ctx.options.maxTarballBytes) {
    await response.body.cancel().catch(() => {});
    throw tarballTooBig(node, ctx);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > ctx.options.maxTarballBytes) {
        await reader.cancel().catch(() => {});
        throw tarballTooBig(node, ctx);
      }
      chunks.push(value);
    }
  } catch (error) {
    throw networkFailure(error, node.name, ctx.registry, ctx.options, ctx.signal);
  }
  return Buffer.concat(chunks);
}

function verifyIntegrity(node: TreeNode, data: Buffer): void {
  const hashes = (node.manifest.dist.integrity ?? '').split(/\s+/).filter(Boolean);
  const sha512 = hashes.filter((hash) => hash.startsWith('sha512-')).map((hash) => hash.slice('sha512-'.length).split('?')[0]);
  const mismatch = (algorithm: string) =>
    new PackageUnavailable(`Le paquet « ${node.name} » a une empreinte (${algorithm}) qui ne correspond pas à son archive : refusé.`);
  if (sha512.length > 0) {
    if (!sha512.includes(createHash('sha512').update(data).digest('base64'))) throw mismatch('sha512');
    return;
  }
  const sha1FromIntegrity = hashes.find((hash) => hash.startsWith('sha1-'));
  const shasum =
    node.manifest.dist.shasum ??
    (sha1FromIntegrity ? Buffer.from(sha1FromIntegrity.slice('sha1-'.length), 'base64').toString('hex') : null);
  if (!shasum) throw new PackageUnavailable(`Le paquet « ${node.name} » n'a pas d'empreinte sur le registre : refusé.`);
  if (createHash('sha1').update(data).digest('hex') !== shasum.toLowerCase()) throw mismatch('sha1');
}

/** The entry's path inside the package, without the tarball's top folder; null for the folder itself. */
function entryPath(node: TreeNode, entry: ReadEntry): string | null {
  const raw = entry.path;
  const forbidden = () => new PackageUnavailable(`Le paquet « ${node.name} » contient un chemin interdit (« ${raw} ») : refusé.`);
  if (/^(?:[a-z]:)?[\\/]/i.test(raw)) throw forbidden();
  const segments = raw.split(/[\\/]+/);
  if (segments.includes('..')) throw forbidden();
  if (entry.type === 'SymbolicLink' || entry.type === 'Link') {
    throw new PackageUnavailable(`Le paquet « ${node.name} » contient un lien (« ${raw} » vers « ${entry.linkpath ?? ''} ») : refusé.`);
  }
  if (!['File', 'OldFile', 'ContiguousFile', 'Directory'].includes(entry.type)) {
    throw new PackageUnavailable(
      `Le paquet « ${node.name} » contient une entrée qui n'est ni un fichier ni un dossier (« ${raw} », ${entry.type}) : refusé.`,
    );
  }
  const inside = segments.slice(1).filter((segment) => segment !== '' && segment !== '.');
  return inside.length > 0 ? inside.join('/') : null;
}

/** Every entry checked before anything of it is written; one bad entry refuses the whole package. */
function extract(node: TreeNode, data: Buffer, target: string, ctx: TreeContext): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const fail = (error: unknown) => {
      if (failure) return;
      failure =
        error instanceof PackageUnavailable
          ? error
          : new PackageUnavailable(`L'archive du paquet « ${node.name}@${node.version} » est illisible : refusé.`, { cause: error });
      parser.abort(new Error('refusé'));
      reject(failure);
    };
    const parser = new Parser({ strict: true });
    parser.on('entry', (entry: ReadEntry) => {
      if (failure) return void entry.resume();
      let relative: string | null;
      try {
        relative = entryPath(node, entry);
        if (entry.type === 'Directory') {
          if (relative) mkdirSync(path.join(target, relative), { recursive: true, mode: 0o755 });
          return void entry.resume();
        }
        ctx.unpackedBytes += entry.size;
        if (ctx.unpackedBytes > ctx.options.maxUnpackedBytes) {
          throw new PackageUnavailable(
            `Le paquet « ${node.name} » dépasse la taille autorisée (${megabytes(ctx.options.maxUnpackedBytes)} Mo décompressé, dépendances comprises).`,
          );
        }
      } catch (error) {
        entry.resume();
        return fail(error);
      }
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        if (failure || !relative) return;
        try {
          const file = path.join(target, relative);
          if (!file.startsWith(target + path.sep)) throw new Error('hors du paquet');
          mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
          writeFileSync(file, Buffer.concat(chunks), { mode: 0o644 });
        } catch (error) {
          fail(error);
        }
      });
    });
    parser.on('ignoredEntry', (entry: ReadEntry) =>
      fail(new PackageUnavailable(`Le paquet « ${node.name} » contient une entrée non prise en charge (« ${entry.path} ») : refusé.`)),
    );
    parser.on('error', (error: unknown) => fail(error));
    parser.on('end', () => {
      if (!failure) resolve();
    });
    mkdirSync(target, { recursive: true, mode: 0o755 });
    // Fed in slices so a refusal (size, path) stops the decompression of the rest.
    for (let offset = 0; offset < data.length && !failure; offset += 64 * 1024) parser.write(data.subarray(offset, offset + 64 * 1024));
    if (!failure) parser.end();
  });
}

/** We never run install scripts: a package that needs one is native or needs a build the preview cannot give. */
function checkManifest(node: TreeNode, target: string): void {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8'));
  } catch {
    throw new PackageUnavailable(`Le paquet « ${node.name} » n'a pas de package.json lisible : refusé.`);
  }
  const scripts =
    manifest && typeof manifest === 'object' && 'scripts' in manifest && manifest.scripts && typeof manifest.scripts === 'object'
      ? manifest.scripts
      : {};
  // Scripts are never run. Most are banners or no-ops (core-js, @google/genai) and the package works without them;
  // one that compiles native code means a package the browser cannot run at all: that one is refused.
  const script = INSTALL_SCRIPTS.find((key) => {
    const value: unknown = (scripts as Record<string, unknown>)[key];
    return typeof value === 'string' && /\b(node-gyp|node-gyp-build|prebuild-install|node-pre-gyp|cmake-js|napi)\b/.test(value);
  });
  const gypfile = manifest && typeof manifest === 'object' && 'gypfile' in manifest && manifest.gypfile === true;
  const native = gypfile || existsSync(path.join(target, 'binding.gyp'));
  if (script || native) {
    throw new PackageUnavailable(
      `Le paquet « ${node.name} » demande un script d'installation qui compile du code natif (${script ?? 'install : node-gyp, binding.gyp'}) : refusé. Un tel paquet ne fonctionne pas dans un navigateur, et Lumi n'exécute jamais ces scripts.`,
    );
  }
}
