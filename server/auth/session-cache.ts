import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthSession } from '../http/context.js';

/** How long a session looked up in the database is trusted without asking again (decision 032). */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 2_000;

/** better-auth's cookie, `__Secure-` prefixed over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}

/**
 * The cache key of a request: a hash of its whole Cookie header, which is what better-auth reads, never one cookie
 * picked by us. Keyed on a single token, a cookie planted from a sibling host (`better-auth.session_token=X` beside
 * the real `__Secure-` one) would have stored the victim's session under X for the planter to replay.
 */
export function sessionCacheKeyOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || !sessionTokenOf(cookieHeader)) return null;
  return createHash('sha256').update(cookieHeader).digest('base64url');
}

type Entry = { value: AuthSession | null; expiresAt: number };

/**
 * The session lookup of the last few seconds, per Cookie header that carries a session cookie, in this process: a burst of requests
 * from one tab costs one query instead of one each. Bounded (least recently used leaves first). Any change to
 * sessions or accounts made through this process empties it; a lookup that started before the change is not stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups under way: requests of one Cookie header arriving together share one (the burst after each expiry). */
  private readonly pending = new Map<string, { generation: number; lookup: Promise<AuthSession | null> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached session (null: known to be no session), or undefined when it must be looked up. */
  get(token: string): AuthSession | null | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(token, entry);
    return entry.value;
  }

  /**
   * The session of `key`: cached, or the lookup already under way for it since the last change, or a new lookup by
   * `load`, kept for the next requests unless something changed while it ran.
   */
  async lookup(key: string, load: () => Promise<AuthSession | null>): Promise<AuthSession | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.pending.get(key);
    if (pending && pending.generation === this.generation) return pending.lookup;
    const generation = this.generation;
    const lookup = load().then((value) => {
      this.set(key, value, generation);
      return value;
    });
    this.pending.set(key, { generation, lookup });
    const forget = () => {
      if (this.pending.get(key)?.lookup === lookup) this.pending.delete(key);
    };
    lookup.then(forget, forget);
    return lookup;
  }

  /** A ticket taken before the lookup: the answer is kept only if nothing changed while it ran. */
  ticket(): number {
    return this.generation;
  }

  set(token: string, value: AuthSession | null, ticket: number): void {
    if (ticket !== this.generation) return;
    const sessionEnd = value ? new Date(value.session.expiresAt).getTime() : Infinity;
    this.entries.delete(token);
    this.entries.set(token, { value, expiresAt: Math.min(this.now() + this.ttlMs, sessionEnd) });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where sessions, passwords, accounts, suspensions, roles and the user row change: sign-out, revoke, password, deletion, admin, the GitHub photo. */
const ACCOUNT_PATHS = /^\/api\/(auth|admin|profile|github)(\/|$)/;

/** Empties the cache once a request that may change who is signed in has been answered (and before, for its own lookup). */
export function forgetSessionsOnAccountChange(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The e-mail confirmation link is a GET that changes the user (a verified ADMIN_EMAILS address becomes admin).
    const changes = c.req.path === '/api/auth/verify-email' || !READ_METHODS.has(c.req.method);
    if (!changes || !ACCOUNT_PATHS.test(c.req.path)) return next();
    cache.clear();
    try {
      await next();
    } finally {
      cache.clear();
    }
  };
}
