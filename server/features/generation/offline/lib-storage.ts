/** `src/lib/storage.ts` of every generated app. */
export const STORAGE_FILE = `import { useEffect, useState } from 'react';

/**
 * Où l'application garde ses données : localStorage quand la page y a droit ; sinon (le cadre isolé de
 * l'aperçu), le nom de la fenêtre, qui survit au rechargement ; sinon la mémoire.
 */
interface Store {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

function openStore(): Store {
  try {
    const probe = '__app_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return { get: (key) => window.localStorage.getItem(key), set: (key, value) => window.localStorage.setItem(key, value) };
  } catch {
    const read = (): Record<string, string> => {
      try {
        const data: unknown = JSON.parse(window.name || '{}');
        return data && typeof data === 'object' ? (data as Record<string, string>) : {};
      } catch {
        return {};
      }
    };
    return {
      get: (key) => read()[key] ?? null,
      set: (key, value) => {
        window.name = JSON.stringify({ ...read(), [key]: value });
      },
    };
  }
}

const store = openStore();

/** Comme useState, mais la valeur est gardée : elle est là au prochain chargement. */
export function usePersistentState<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => {
    const saved = store.get(key);
    if (saved === null) return initial;
    try {
      return JSON.parse(saved) as T;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    store.set(key, JSON.stringify(value));
  }, [key, value]);
  return [value, setValue] as const;
}
`;
