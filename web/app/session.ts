import type { Me, Role, RoleSet } from '@common/auth';

/**
 * Who is signed in, read from `/api/me` with a plain fetch: the landing and the public header need it at first
 * paint, and zod and TanStack Query are not part of `/`'s JavaScript (decision 031). The shape is checked here by
 * hand against the `Me` type of `common/auth.ts` (the schema the server answers with).
 */
export interface SessionState {
  user: NonNullable<Me['user']> | null;
  roles: RoleSet;
  /** True until the first session check has answered. */
  loading: boolean;
}

export const EMPTY_ROLES: RoleSet = { roles: [], isAdmin: false, isPremium: false, isDeveloper: false };
const ROLE_NAMES: readonly string[] = ['user', 'premium', 'developer', 'admin'] satisfies Role[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLE_NAMES.includes(value);

/** `/api/me`'s answer, or null when it is not the shape `common/auth.ts` declares. */
export function readMe(body: unknown): Me | null {
  if (!isRecord(body) || !isRecord(body.roles)) return null;
  const { roles, user } = body;
  const roleList = roles.roles;
  if (!Array.isArray(roleList) || !roleList.every(isRole)) return null;
  if (typeof roles.isAdmin !== 'boolean' || typeof roles.isPremium !== 'boolean' || typeof roles.isDeveloper !== 'boolean') return null;
  const roleSet: RoleSet = {
    roles: roleList.filter(isRole),
    isAdmin: roles.isAdmin,
    isPremium: roles.isPremium,
    isDeveloper: roles.isDeveloper,
  };
  if (user === null) return { user: null, roles: roleSet };
  if (!isRecord(user)) return null;
  const { id, email, name, fullName, image, emailVerified, createdAt } = user;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof name !== 'string' || typeof createdAt !== 'string') return null;
  if (!isNullableString(fullName) || !isNullableString(image) || typeof emailVerified !== 'boolean') return null;
  return {
    user: { id, email, name, fullName, image, emailVerified, createdAt },
    roles: roleSet,
  };
}

const INITIAL: SessionState = { user: null, roles: EMPTY_ROLES, loading: true };
let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: () => state,
  /** What a prerendered page was built with (nobody signed in yet): its hydration starts from it. */
  getInitial: () => INITIAL,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** `/api/me` read once more after a network failure; a failure or an unexpected answer counts as signed out. */
async function readSessionFromServer(): Promise<Me | null> {
  let me: Me | null = null;
  for (let attempt = 0; attempt < 2 && !me; attempt += 1) {
    try {
      const response = await fetch('/api/me', { credentials: 'same-origin' });
      if (response.ok) me = readMe(await response.json());
      else if (response.status < 500) break;
    } catch {
      // network: tried once more
    }
  }
  return me;
}

/**
 * The session loader: `load()` joins a reading under way (the first screen's components ask together), while
 * `load({ fresh: true })`, after a sign-in, a sign-out or a profile change, always asks again, and an answer to an
 * older reading that arrives after it is dropped: it may describe the account as it was before the change.
 */
export function createSessionLoader(read: () => Promise<Me | null>, onAnswer: (next: SessionState) => void) {
  let pending: Promise<void> | null = null;
  let newest = 0;
  return (options: { fresh?: boolean } = {}): Promise<void> => {
    if (pending && !options.fresh) return pending;
    const reading = ++newest;
    const current = read().then((me) => {
      if (reading === newest) onAnswer({ user: me?.user ?? null, roles: me?.user ? me.roles : EMPTY_ROLES, loading: false });
    });
    pending = current.finally(() => {
      if (reading === newest) pending = null;
    });
    return pending;
  };
}

/** Asks the server who is signed in: once at start, and `{ fresh: true }` after a sign-in, a sign-out or a profile change. */
export const loadSession = createSessionLoader(readSessionFromServer, set);
