import { z } from 'zod';

export const roleSchema = z.enum(['user', 'premium', 'developer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The spec's role set: a list of roles plus three flags derived from it. */
export const roleSetSchema = z.object({
  roles: z.array(roleSchema),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  isDeveloper: z.boolean(),
});
export type RoleSet = z.infer<typeof roleSetSchema>;

export const FALLBACK_ROLE_SET: RoleSet = { roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false };

export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      fullName: z.string().nullable(),
      image: z.string().nullable(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  roles: roleSetSchema,
});
export type Me = z.infer<typeof meSchema>;

export const publicConfigSchema = z.object({
  providers: z.object({ google: z.boolean(), github: z.boolean() }),
  emailVerificationRequired: z.boolean(),
  contentUrl: z.string(),
  freePlanMaxProjects: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** One rule for both sides: sign-up and reset forms validate with it, better-auth enforces the same minimum. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(128, 'Le mot de passe ne peut pas dépasser 128 caractères');

export const credentialsSchema = z.object({
  email: z.email('Adresse email invalide'),
  password: z.string().min(1, 'Le mot de passe est requis'),
});

export const signUpSchema = z
  .object({
    email: z.email('Adresse email invalide'),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Les mots de passe ne correspondent pas',
  });

/**
 * Why a GitHub or Google sign-in came back to /auth without a session (`/auth?error=code`): better-auth's callback codes, the
 * provider's (`access_denied` when the person cancels), and the state checks'. Anything else gets the last sentence.
 */
const OAUTH_RETURN_MESSAGES: Record<string, string> = {
  access_denied: 'Connexion annulée : vous n’avez pas été connecté.',
  state_mismatch: 'La connexion a expiré ou a été ouverte dans un autre navigateur. Recommencez.',
  state_not_found: 'La connexion a expiré ou a été ouverte dans un autre navigateur. Recommencez.',
  state_invalid: 'La connexion a expiré ou a été ouverte dans un autre navigateur. Recommencez.',
  please_restart_the_process: 'La connexion a expiré ou a été ouverte dans un autre navigateur. Recommencez.',
  no_code: 'Le fournisseur n’a pas confirmé la connexion. Recommencez.',
  invalid_code: 'Le fournisseur n’a pas confirmé la connexion. Recommencez.',
  invalid_callback_request: 'Le fournisseur n’a pas confirmé la connexion. Recommencez.',
  oauth_provider_not_found: 'Ce mode de connexion n’est pas disponible.',
  unable_to_get_user_info: 'Les informations du compte n’ont pas pu être lues auprès du fournisseur. Réessayez.',
  email_not_found: 'Le fournisseur n’a pas donné d’adresse email : rendez-en une visible ou vérifiée chez lui, puis recommencez.',
  email_not_verified: 'L’adresse email de ce compte n’est pas vérifiée chez le fournisseur.',
  email_does_not_match: 'L’adresse email de ce compte ne correspond pas à celle de votre compte Lumi.',
  account_already_linked_to_different_user: 'Ce compte est déjà lié à un autre compte Lumi.',
  unable_to_link_account: 'Ce compte n’a pas pu être lié. Réessayez.',
  signup_disabled: 'Les inscriptions sont fermées.',
  banned: 'Ce compte est suspendu. Contactez le support.',
};

export function oauthReturnMessage(code: string): string {
  // The code comes from the address bar: only the table's own keys (`__proto__` or `constructor` are no messages).
  const key = code.toLowerCase();
  return Object.hasOwn(OAUTH_RETURN_MESSAGES, key) ? OAUTH_RETURN_MESSAGES[key]! : 'La connexion n’a pas abouti. Réessayez.';
}
