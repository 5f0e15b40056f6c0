import { useEffect, useState } from 'react';
import type { PublicConfig } from '@common/auth';

type Providers = PublicConfig['providers'];

/**
 * `/api/public-config`'s `providers`, or null when the answer is not the shape `common/auth.ts` declares. Checked
 * by hand, as `/api/me` is (web/app/session.ts): the sign-in page shows its buttons without loading zod.
 */
export function readProviders(body: unknown): Providers | null {
  if (typeof body !== 'object' || body === null || !('providers' in body)) return null;
  const { providers } = body;
  if (typeof providers !== 'object' || providers === null || !('google' in providers) || !('github' in providers)) return null;
  const { google, github } = providers;
  return typeof google === 'boolean' && typeof github === 'boolean' ? { google, github } : null;
}

let asked: Promise<Providers | null> | null = null;

function askProviders(): Promise<Providers | null> {
  asked ??= fetch('/api/public-config', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(readProviders)
    .catch(() => null)
    .then((providers) => {
      // Not kept when unknown: the next visit of the page asks again.
      if (!providers) asked = null;
      return providers;
    });
  return asked;
}

/** The sign-in providers this server offers; null until the server has said (and when it could not be asked). */
export function useProviders(): Providers | null {
  const [providers, setProviders] = useState<Providers | null>(null);
  useEffect(() => {
    let current = true;
    void askProviders().then((answer) => {
      if (current) setProviders(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
