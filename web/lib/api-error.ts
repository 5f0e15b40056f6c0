// Apart from api.ts so that code on the landing (web/lib/ai-quota.ts) can test an error without loading zod.
/** An API failure carrying the server's French message, ready for a toast. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** ISO time when a request refused for the AI quota becomes possible (see web/lib/ai-quota.ts). */
    readonly retryAt?: string,
    /** What the server found, item by item (the check before publishing: a file and line each). */
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
