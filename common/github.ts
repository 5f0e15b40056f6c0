import { z } from 'zod';
import { safeText } from './input-rules.js';

/** Where the browser goes back to after GitHub's consent screen (spec: session storage, key github_redirect_url). */
export const GITHUB_REDIRECT_STORAGE_KEY = 'github_redirect_url';

/** « Mon Profil »'s GitHub card: whether the server has an OAuth app, and the user's link if any. */
export const githubStatusSchema = z.object({
  /** false: GITHUB_LINK_CLIENT_ID/SECRET (or GITHUB_CLIENT_ID/SECRET) are not set on this server. */
  configured: z.boolean(),
  /** The scope asked for at connection: `repo` (private repositories too) or `public_repo`. */
  scope: z.string(),
  connection: z
    .object({
      username: z.string(),
      avatarUrl: z.string().nullable(),
      connectedAt: z.string(),
      /** false: GitHub refused the token (revoked on github.com): connect again. */
      active: z.boolean(),
    })
    .nullable(),
  /** The web address of GitHub (github.com, or a GitHub Enterprise server). */
  webUrl: z.string(),
});
export type GithubStatus = z.infer<typeof githubStatusSchema>;

export const githubAuthUrlSchema = z.object({ authUrl: z.string() });

/** GitHub's rule for a repository name, so the form says it before GitHub does. */
export const REPO_NAME_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const repoNameSchema = z
  .string()
  .trim()
  .min(1, 'Donnez un nom au dépôt')
  .max(100, 'Le nom du dépôt ne peut pas dépasser 100 caractères')
  .regex(REPO_NAME_PATTERN, 'Le nom du dépôt ne peut contenir que des lettres sans accent, des chiffres, « - », « _ » et « . »')
  .refine((name) => name !== '.' && name !== '..', 'Ce nom de dépôt est réservé par GitHub');

/** « Créer un dépôt »: private by default. */
export const createRepoSchema = z
  .object({
    name: repoNameSchema,
    description: safeText('La description')
      .pipe(z.string().trim().max(350, 'La description ne peut pas dépasser 350 caractères'))
      .optional(),
    private: z.boolean().default(true),
  })
  .strict();
export type CreateRepoInput = z.input<typeof createRepoSchema>;

/** A project's repository, as the studio shows it. */
export const projectRepoSchema = z.object({
  fullName: z.string(),
  htmlUrl: z.string(),
  branch: z.string(),
  private: z.boolean(),
  /** The Lumi version whose files GitHub holds (null: the last sync was a pull that kept Lumi-only changes). */
  lastPushedVersion: z.number().nullable(),
  lastSyncedAt: z.string(),
  lastCommitSha: z.string(),
  lastCommitUrl: z.string(),
});
export type ProjectRepo = z.infer<typeof projectRepoSchema>;

export const projectGithubSchema = z.object({
  repo: projectRepoSchema.nullable(),
  /** The project's version now, to say « à jour » or « N versions non poussées ». */
  currentVersion: z.number(),
});
export type ProjectGithub = z.infer<typeof projectGithubSchema>;

/** « Pousser »: pushed false when GitHub already holds the current version (nothing to commit). */
export const pushResultSchema = z.object({
  pushed: z.boolean(),
  changedFiles: z.number(),
  repo: projectRepoSchema,
});
export type PushResult = z.infer<typeof pushResultSchema>;

export const conflictChoiceSchema = z.enum(['lumi', 'github']);
export type ConflictChoice = z.infer<typeof conflictChoiceSchema>;

/** « Récupérer depuis GitHub »; the second call, after a conflict, carries a choice per conflicting file. */
export const pullSchema = z
  .object({
    /** The GitHub commit the choices were made against: if GitHub moved since, the conflicts are shown again. */
    headSha: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'Identifiant de commit invalide')
      .optional(),
    /** The Lumi version the choices were made against: if the project was saved since, the conflicts are shown again. */
    lumiVersion: z.number().int().min(1).max(2_147_483_647).optional(),
    resolutions: z.record(z.string().max(300), conflictChoiceSchema).optional(),
  })
  .strict()
  .refine((value) => !value.resolutions || (value.headSha && value.lumiVersion), {
    message: 'Les choix par fichier vont avec le commit GitHub (headSha) et la version Lumi (lumiVersion) auxquels ils répondent',
  });
export type PullInput = z.input<typeof pullSchema>;

export const fileConflictSchema = z.object({
  path: z.string(),
  /** null: the file was deleted on that side. */
  lumi: z.string().nullable(),
  github: z.string().nullable(),
});
export type FileConflict = z.infer<typeof fileConflictSchema>;

export const pullResultSchema = z.discriminatedUnion('status', [
  /** GitHub has nothing Lumi does not have. */
  z.object({ status: z.literal('up-to-date'), repo: projectRepoSchema }),
  /** A new version was written (author: GitHub). */
  z.object({ status: z.literal('pulled'), version: z.number(), changedFiles: z.number(), repo: projectRepoSchema }),
  /** Both sides changed these files since the last sync: nothing was written, the user chooses. */
  z.object({
    status: z.literal('conflict'),
    headSha: z.string(),
    lumiVersion: z.number(),
    conflicts: z.array(fileConflictSchema),
    repo: projectRepoSchema,
  }),
]);
export type PullResult = z.infer<typeof pullResultSchema>;

/** « Importer depuis GitHub »: `owner/name` or the repository's address. */
export const importRepoSchema = z
  .object({
    repository: safeText('Le dépôt').pipe(
      z.string().trim().min(1, 'Indiquez le dépôt à importer').max(300, 'Adresse de dépôt trop longue'),
    ),
  })
  .strict();
export type ImportRepoInput = z.infer<typeof importRepoSchema>;

/** The user's repositories, newest push first, for the import picker. */
export const githubReposSchema = z.object({
  repos: z.array(
    z.object({
      fullName: z.string(),
      private: z.boolean(),
      description: z.string().nullable(),
      pushedAt: z.string().nullable(),
      htmlUrl: z.string(),
    }),
  ),
});

/** Reads `owner/name`, `https://github.com/owner/name(.git)` or `git@github.com:owner/name.git`. */
export function parseRepository(text: string): { owner: string; name: string } | null {
  const trimmed = text
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const match = /^(?:(?:https?:\/\/[^/]+\/)|(?:git@[^:]+:))?([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/.exec(trimmed);
  if (!match) return null;
  return { owner: match[1]!, name: match[2]! };
}
