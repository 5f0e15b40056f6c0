/**
 * better-auth answers its errors in English (`{ code, message }`): every code it can send to a person, in French,
 * in the one place its answers pass through (routes.ts). Our own checks already speak French and keep their words.
 */
const FRENCH: Record<string, string> = {
  USER_NOT_FOUND: 'Aucun compte ne correspond.',
  FAILED_TO_CREATE_USER: "Le compte n'a pas pu être créé. Réessayez.",
  FAILED_TO_CREATE_SESSION: "La session n'a pas pu être ouverte. Réessayez.",
  FAILED_TO_UPDATE_USER: "Le compte n'a pas pu être mis à jour. Réessayez.",
  FAILED_TO_GET_SESSION: "La session n'a pas pu être lue. Reconnectez-vous.",
  INVALID_PASSWORD: 'Mot de passe incorrect',
  INVALID_EMAIL: 'Adresse email invalide',
  INVALID_EMAIL_OR_PASSWORD: 'Email ou mot de passe incorrect',
  INVALID_USER: 'Compte invalide.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Ce compte GitHub est déjà lié à un autre compte Lumi.',
  PROVIDER_NOT_FOUND: "Ce mode de connexion n'est pas disponible.",
  INVALID_TOKEN: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  TOKEN_EXPIRED: 'Ce lien a expiré. Demandez-en un nouveau.',
  ID_TOKEN_NOT_SUPPORTED: "Ce mode de connexion n'est pas pris en charge.",
  FAILED_TO_GET_USER_INFO: "Les informations du compte n'ont pas pu être lues auprès du fournisseur.",
  USER_EMAIL_NOT_FOUND: "Le fournisseur n'a pas donné d'adresse email.",
  EMAIL_NOT_VERIFIED: 'Veuillez confirmer votre adresse email avant de vous connecter (lien envoyé par email)',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 8 caractères',
  PASSWORD_TOO_LONG: 'Le mot de passe est trop long',
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cet email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Un compte existe déjà avec cet email',
  EMAIL_CAN_NOT_BE_UPDATED: "L'adresse email ne peut pas être modifiée.",
  CHANGE_EMAIL_DISABLED: "Le changement d'adresse email n'est pas activé.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Ce compte n'a pas de mot de passe : connectez-vous avec GitHub.",
  SESSION_EXPIRED: 'Votre session a expiré : reconnectez-vous pour continuer.',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Impossible de retirer le dernier moyen de connexion du compte.',
  ACCOUNT_NOT_FOUND: 'Aucun compte ne correspond.',
  USER_ALREADY_HAS_PASSWORD: 'Ce compte a déjà un mot de passe.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Connexion refusée : la demande ne vient pas de Lumi.',
  VERIFICATION_EMAIL_NOT_ENABLED: "L'envoi d'emails de confirmation n'est pas activé.",
  EMAIL_ALREADY_VERIFIED: 'Cette adresse email est déjà confirmée.',
  EMAIL_MISMATCH: "L'adresse email ne correspond pas.",
  SESSION_NOT_FRESH: 'Reconnectez-vous pour faire cette action.',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'Ce compte est déjà lié.',
  INVALID_ORIGIN: 'Demande refusée : elle ne vient pas de Lumi.',
  INVALID_CALLBACK_URL: 'Adresse de retour invalide.',
  INVALID_REDIRECT_URL: 'Adresse de redirection invalide.',
  INVALID_ERROR_CALLBACK_URL: "Adresse de retour en cas d'erreur invalide.",
  INVALID_NEW_USER_CALLBACK_URL: 'Adresse de retour invalide.',
  MISSING_OR_NULL_ORIGIN: 'Demande refusée : elle ne dit pas de quelle page elle vient.',
  CALLBACK_URL_REQUIRED: "L'adresse de retour est requise.",
  FAILED_TO_CREATE_VERIFICATION: "Le lien de confirmation n'a pas pu être créé. Réessayez.",
  FIELD_NOT_ALLOWED: 'Un des champs envoyés ne peut pas être modifié.',
  VALIDATION_ERROR: 'Les informations envoyées sont invalides.',
  MISSING_FIELD: 'Un champ obligatoire manque.',
  BODY_MUST_BE_AN_OBJECT: 'Le corps de la requête doit être un objet JSON.',
  PASSWORD_ALREADY_SET: 'Ce compte a déjà un mot de passe.',
  // The admin plugin's, as a person meets them.
  BANNED_USER: 'Ce compte est suspendu. Contactez le support.',
  YOU_CANNOT_BAN_YOURSELF: 'Vous ne pouvez pas suspendre votre propre compte.',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: "Vous n'avez pas accès à la liste des utilisateurs.",
};

const BY_STATUS: Record<number, string> = {
  400: 'Les informations envoyées sont invalides.',
  401: 'Connectez-vous pour continuer.',
  403: "Vous n'avez pas accès à cette action.",
  404: 'Introuvable.',
};

/** The codes of our own checks in front of better-auth (guard-auth-requests.ts, check-password.ts): already French. */
const OUR_CODES = new Set(['VALIDATION', 'NOT_FOUND', 'UNAUTHENTICATED', 'PASSWORD_TOO_COMMON', 'PASSWORD_CONTAINS_EMAIL']);

/** What a person reads for an error of /api/auth: our checks' words, else the code's sentence, else the status's. */
export function frenchAuthMessage(code: unknown, message: unknown, status: number): string {
  if (typeof code === 'string' && OUR_CODES.has(code) && typeof message === 'string') return message;
  if (typeof code === 'string' && Object.hasOwn(FRENCH, code)) return FRENCH[code]!;
  return BY_STATUS[status] ?? 'La demande a échoué. Réessayez.';
}
