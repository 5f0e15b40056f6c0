import { createAuthClient } from 'better-auth/react';

/** better-auth's client, on our own origin at its standard /api/auth routes. */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });

const frenchMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou mot de passe incorrect',
  INVALID_PASSWORD: 'Mot de passe incorrect',
  INVALID_EMAIL: 'Adresse email invalide',
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cet email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Un compte existe déjà avec cet email',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 8 caractères',
  PASSWORD_TOO_LONG: 'Le mot de passe est trop long',
  PASSWORD_TOO_COMMON: 'Ce mot de passe fait partie des plus utilisés : choisissez-en un plus difficile à deviner.',
  PASSWORD_CONTAINS_EMAIL: 'Le mot de passe ne doit pas contenir votre adresse email (la partie avant « @ »).',
  EMAIL_NOT_VERIFIED: 'Veuillez confirmer votre adresse email avant de vous connecter (lien envoyé par email)',
  INVALID_TOKEN: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  BANNED_USER: 'Ce compte est suspendu. Contactez le support.',
  RATE_LIMITED: 'Trop de tentatives. Veuillez patienter avant de réessayer.',
};

/** Turns a better-auth client error into the French text shown in the 'Erreur' toast. */
export function authErrorMessage(error: { code?: string; message?: string; status?: number } | null | undefined): string {
  if (!error) return 'Une erreur est survenue';
  if (error.code && frenchMessages[error.code]) {
    // Our 429 body already says how long to wait.
    return error.code === 'RATE_LIMITED' && error.message ? error.message : frenchMessages[error.code]!;
  }
  if (error.status === 429) return error.message ?? frenchMessages.RATE_LIMITED!;
  // Our own checks in front of better-auth already answer in French.
  if (error.code === 'VALIDATION' && error.message) return error.message;
  return 'Une erreur est survenue';
}
