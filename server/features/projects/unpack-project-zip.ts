import { fileMap, IMPORT_LIMITS, type ProjectFiles } from '../../../common/projects.js';
import { AppError } from '../../http/app-error.js';
import { BINARY_EXTENSIONS, mimeOf } from '../../../common/assets.js';
import { assertAcceptableFiles } from './project-files.js';
import { inflateEntry, readZipEntries, UnpackedTooLargeError, unpackBudget, UnreadableZipError, type ZipEntry } from './read-zip.js';

export const UNREADABLE_ZIP_MESSAGE = "Ce fichier n'est pas une archive zip lisible.";
export const EMPTY_ZIP_MESSAGE = "L'archive ne contient aucun fichier de projet.";
const UNPACKED_TOO_LARGE_MESSAGE = `L'archive décompressée dépasse ${IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024} Mo.`;

/** Installed, generated or machine-specific: wherever they sit, they are not the project's sources. */
const IGNORED_ANYWHERE = new Set([
  'node_modules',
  '.git',
  '__MACOSX',
  '.DS_Store',
  'package-lock.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'bun.lock',
]);
/** Build output at the project's root (a `src/build/` folder of the sources stays). */
const IGNORED_AT_ROOT = new Set(['dist', 'build', '.next', 'coverage']);

/** A path of a project's sources (not installed, built or machine-specific): what an import keeps. */
export const isProjectSource = (path: string) =>
  !path.split('/').some((segment) => IGNORED_ANYWHERE.has(segment)) && !IGNORED_AT_ROOT.has(path.split('/')[0]!);

export interface UnpackedProject {
  files: ProjectFiles;
  /** Files of the project that could not be kept, with their path in the project. */
  skipped: string[];
  /** The one folder every file sat in (GitHub's `repo-main/`), removed from the paths. */
  topFolder: string | null;
}

/** `..`, an absolute path or a backslash: refused even in a folder that is dropped anyway. */
const escapesProject = (name: string) =>
  name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.includes('\\') || name.split('/').includes('..');

function commonTopFolder(paths: string[]): string | null {
  const first = paths[0]?.split('/')[0];
  if (!first) return null;
  return paths.every((path) => path.startsWith(`${first}/`)) ? first : null;
}

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/** Text as UTF-8, images and fonts as data: URLs; null for what a project cannot hold. */
export function projectContentOf(path: string, bytes: Uint8Array): string | null {
  if (path.includes('.') && BINARY_EXTENSIONS.has(extensionOf(path)))
    return `data:${mimeOf(path)};base64,${Buffer.from(bytes).toString('base64')}`;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A NUL byte cannot be stored in PostgreSQL text: such a file is binary whatever its bytes decode to.
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

function listEntries(zip: Uint8Array): ZipEntry[] {
  try {
    return readZipEntries(zip);
  } catch (error) {
    if (error instanceof UnreadableZipError) throw new AppError('BAD_REQUEST', { userMessage: UNREADABLE_ZIP_MESSAGE, cause: error });
    throw error;
  }
}

/**
 * The project files of a zip: dependencies, build output and lock files dropped, one common top folder removed,
 * binaries of known types as data: URLs. Nothing is inflated before the paths, the file count and the declared
 * sizes pass, and inflating stops at the unpacked limit, before any file is kept.
 */
export function unpackProjectZip(zip: Uint8Array): UnpackedProject {
  const entries = listEntries(zip);
  const escaping = entries.find((entry) => escapesProject(entry.name));
  // The project's own check writes the French message (and answers 400).
  if (escaping) assertAcceptableFiles(fileMap([[escaping.name, '']]));

  const candidates = entries.filter(
    (entry) => !entry.isDirectory && !entry.name.split('/').some((segment) => IGNORED_ANYWHERE.has(segment)),
  );
  const topFolder = commonTopFolder(candidates.map((entry) => entry.name));
  const kept = candidates
    .map((entry) => ({ entry, path: topFolder ? entry.name.slice(topFolder.length + 1) : entry.name }))
    .filter(({ path }) => !IGNORED_AT_ROOT.has(path.split('/')[0]!));
  if (kept.length === 0) throw new AppError('VALIDATION', { userMessage: EMPTY_ZIP_MESSAGE });
  // Paths and the file count, checked on empty contents before anything is inflated.
  assertAcceptableFiles(fileMap(kept.map(({ path }): [string, string] => [path, ''])));
  const declared = kept.reduce((total, { entry }) => total + entry.declaredSize, 0);
  if (declared > IMPORT_LIMITS.maxUnpackedBytes) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: UNPACKED_TOO_LARGE_MESSAGE });

  const budget = unpackBudget(IMPORT_LIMITS.maxUnpackedBytes);
  const files = fileMap();
  const skipped: string[] = [];
  for (const { entry, path } of kept) {
    if (entry.isEncrypted || entry.isSymlink || (entry.compression !== 0 && entry.compression !== 8)) {
      skipped.push(path);
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = inflateEntry(zip, entry, budget);
    } catch (error) {
      if (error instanceof UnpackedTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: UNPACKED_TOO_LARGE_MESSAGE });
      throw new AppError('BAD_REQUEST', { userMessage: UNREADABLE_ZIP_MESSAGE, cause: error });
    }
    const content = projectContentOf(path, bytes);
    if (content === null) skipped.push(path);
    else files[path] = content;
  }
  if (Object.keys(files).length === 0) throw new AppError('VALIDATION', { userMessage: EMPTY_ZIP_MESSAGE });
  return { files, skipped, topFolder };
}
