import type { AppKind } from './kind.js';
import { recipesKind } from './recipes.js';
import { todoKind } from './todo.js';

/** Every kind the offline generator builds; on equal matches, the first listed leads. */
export const KINDS: AppKind[] = [recipesKind, todoKind];
