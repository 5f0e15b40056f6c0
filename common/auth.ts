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
