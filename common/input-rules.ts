import { z } from 'zod';

/**
 * Rules every text sent to the API follows, shared by the server's schemas and the browser's forms
 * (docs/decisions/013-bad-input.md). PostgreSQL text and jsonb cannot hold U+0000, and a lone UTF-16
 * surrogate has no UTF-8 form: such a text is refused with a French message rather than changed behind
 * the user's back.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text, as the end of a French sentence ("… contient un caractère nul"), or null. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\0')) return 'contient un caractère nul (U+0000), qui ne peut pas être enregistré';
  if (LONE_SURROGATE.test(text))
    return 'contient un caractère Unicode incomplet (demi-paire UTF-16 isolée), qui ne peut pas être enregistré';
  return null;
}

/** The text with NUL and lone surrogates shown as « � »: for quoting a refused value back in a message. */
export function showUnsafeText(text: string): string {
  return text.replace(/\0/g, '\ufffd').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
}

export const isSafeText = (text: string): boolean => unsafeTextProblem(text) === null;

/** A string schema that refuses NUL and lone surrogates; `label` starts the French message (« Le titre »). */
export function safeText(label: string) {
  return z.string().refine(isSafeText, {
    message: `${label} contient un caractère non autorisé (caractère nul ou caractère Unicode incomplet).`,
    abort: true,
  });
}

/** PostgreSQL `integer`: a number from a path or a body that reaches an integer column stays within it. */
export const PG_INTEGER_MAX = 2_147_483_647;
