/**
 * Turns a better-auth client error into the French text shown in the 'Erreur' toast. The server answers every
 * auth error in French (server/auth/auth-messages.ts); what never reached it (the network) gets a sentence of ours.
 */
export function authErrorMessage(error: { code?: string; message?: string; status?: number } | null | undefined): string {
  if (!error) return 'Une erreur est survenue';
  if (error.status && error.status >= 400 && error.message) return error.message;
  return error.status ? 'Une erreur est survenue' : 'Le serveur est injoignable : vérifiez votre connexion, puis réessayez.';
}
