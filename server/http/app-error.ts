import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one table from error code to HTTP status and default French message. */
const errorTable = {
  BAD_REQUEST: { status: 400, message: 'La requête est invalide.' },
  VALIDATION: { status: 400, message: 'Certaines informations sont invalides.' },
  UNAUTHENTICATED: { status: 401, message: 'Vous devez être connecté.' },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas les droits nécessaires." },
  ADMIN_REQUIRED: { status: 403, message: "Vous n'avez pas les permissions administrateur nécessaires." },
  BAD_ORIGIN: { status: 403, message: 'Requête refusée : origine non autorisée.' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable.' },
  CONFLICT: { status: 409, message: 'Conflit : la ressource a changé entre-temps.' },
  UNSUPPORTED_MEDIA: { status: 415, message: 'Type de fichier non pris en charge.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Le contenu envoyé est trop volumineux.' },
  RATE_LIMITED: { status: 429, message: 'Trop de tentatives. Veuillez patienter avant de réessayer.' },
  QUOTA_EXCEEDED: { status: 429, message: 'Quota de requêtes IA atteint.' },
  GENERATION_BUSY: { status: 409, message: 'Une génération est déjà en cours pour ce projet.' },
  PLAN_LIMIT: { status: 403, message: 'Limite de votre offre atteinte.' },
  PUBLISH_BLOCKED: { status: 422, message: 'Publication bloquée : des secrets ou des ressources non sécurisées sont dans le code.' },
  GENERATION_FAILED: { status: 502, message: 'La génération a échoué. Veuillez réessayer.' },
  GITHUB_NOT_CONNECTED: { status: 409, message: 'GitHub non connecté' },
  GITHUB_FAILED: { status: 502, message: 'GitHub a refusé la demande.' },
  INTERNAL: { status: 500, message: 'Une erreur est survenue. Veuillez réessayer.' },
  UNAVAILABLE: { status: 503, message: 'Service momentanément indisponible.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type AppErrorCode = keyof typeof errorTable;

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly userMessage: string;
  readonly details?: { path: string; message: string }[];
  /** When the refused request becomes possible again (the AI quota): clients show it in the user's own time zone. */
  readonly retryAt?: Date;

  constructor(
    readonly code: AppErrorCode,
    options: {
      message?: string;
      userMessage?: string;
      details?: { path: string; message: string }[];
      retryAt?: Date;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? options.userMessage ?? errorTable[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorTable[code].status;
    this.userMessage = options.userMessage ?? errorTable[code].message;
    this.details = options.details;
    this.retryAt = options.retryAt;
  }

  toBody() {
    return {
      code: this.code,
      message: this.userMessage,
      ...(this.details ? { details: this.details } : {}),
      ...(this.retryAt ? { retryAt: this.retryAt.toISOString() } : {}),
    };
  }
}
