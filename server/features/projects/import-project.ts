import { z } from 'zod';
import type { RoleSet } from '../../../common/auth.js';
import { projectTitleSchema, PROJECT_LIMITS, type Framework, type ProjectFiles, type ProjectType } from '../../../common/projects.js';
import { isSafeText } from '../../../common/input-rules.js';
import type { Database } from '../../db/client.js';
import type { AuditEntry } from '../audit/index.js';
import { createProject } from './create-project.js';
import { unpackProjectZip } from './unpack-project-zip.js';

const DEFAULT_TITLE = 'Projet importé';

const packageJsonSchema = z.looseObject({
  name: z.string().optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  dependencies: z.record(z.string(), z.unknown()).optional().catch(undefined),
  devDependencies: z.record(z.string(), z.unknown()).optional().catch(undefined),
  peerDependencies: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
type PackageJson = z.infer<typeof packageJsonSchema>;

function readPackageJson(files: ProjectFiles): PackageJson | null {
  const text = files['package.json'];
  if (text === undefined) return null;
  try {
    const parsed = packageJsonSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "@acme/my-shop_front" → "My shop front"; "todoApp" → "Todo app". */
export function readableName(name: string): string {
  const words = name
    .replace(/^@[^/]+\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first acceptable title: the one asked for, package.json's name, then the zip's folder or the repository's name. */
function titleOf(asked: string | undefined, pkg: PackageJson | null, fallbackName: string | null): string {
  const candidates = [asked, pkg?.name && readableName(pkg.name), fallbackName && readableName(fallbackName)];
  for (const candidate of candidates) {
    const parsed = projectTitleSchema.safeParse(candidate?.slice(0, PROJECT_LIMITS.titleMaxLength));
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_TITLE;
}

function kindOf(pkg: PackageJson | null): { framework: Framework; projectType: ProjectType } {
  if (!pkg) return { framework: 'react', projectType: 'web' };
  const dependencies = new Set(Object.keys({ ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies }));
  const projectType: ProjectType = ['react-native', 'expo'].some((name) => dependencies.has(name))
    ? 'mobile'
    : dependencies.has('electron')
      ? 'desktop'
      : 'web';
  const framework: Framework = dependencies.has('react')
    ? 'react'
    : dependencies.has('vue')
      ? 'vue'
      : dependencies.has('svelte')
        ? 'svelte'
        : dependencies.has('@angular/core')
          ? 'angular'
          : 'nodejs';
  return { framework, projectType };
}

function descriptionOf(pkg: PackageJson | null): string | undefined {
  const description = pkg?.description?.trim().slice(0, 2000);
  return description && isSafeText(description) ? description : undefined;
}

/**
 * Makes a project of a zip made elsewhere (a GitHub download, another tool's export): it is created by the same
 * service as any other project, plan limit and audit row included, with the archive's files as version 1.
 */
export async function importProject(
  db: Database,
  input: {
    userId: string;
    roles: RoleSet;
    freePlanMaxProjects: number;
    freeDailyAiRequests: number;
    zip: Uint8Array;
    title?: string;
    audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
  },
) {
  const { files, skipped, topFolder } = unpackProjectZip(input.zip);
  const project = await createImportedProject(db, {
    ...input,
    files,
    fallbackName: topFolder && topFolder.replace(/-(main|master)$/, ''),
    source: { summary: "Import d'une archive zip", auditNote: { importedFiles: Object.keys(files).length, skippedFiles: skipped.length } },
  });
  return { project, skipped };
}

/** Files brought from elsewhere (a zip, a GitHub repository) as a new project: title, kind and description from package.json. */
export async function createImportedProject(
  db: Database,
  input: {
    userId: string;
    roles: RoleSet;
    freePlanMaxProjects: number;
    freeDailyAiRequests: number;
    files: ProjectFiles;
    title?: string;
    /** Used when package.json has no name: the zip's folder, the repository's name. */
    fallbackName?: string | null;
    description?: string | null;
    source: { summary: string; auditNote: Record<string, unknown> };
    audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
  },
) {
  const pkg = readPackageJson(input.files);
  const given = input.description?.trim().slice(0, 2000);
  return createProject(db, {
    userId: input.userId,
    roles: input.roles,
    freePlanMaxProjects: input.freePlanMaxProjects,
    freeDailyAiRequests: input.freeDailyAiRequests,
    data: {
      title: titleOf(input.title, pkg, input.fallbackName ?? null),
      description: given && isSafeText(given) ? given : descriptionOf(pkg),
      prompt: undefined,
      firstMessage: undefined,
      status: 'draft',
      files: input.files,
      ...kindOf(pkg),
    },
    source: input.source,
    audit: input.audit,
  });
}

/** The framework a project's package.json declares (react when there is none). */
export const frameworkOf = (files: ProjectFiles) => kindOf(readPackageJson(files)).framework;
