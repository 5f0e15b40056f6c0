import type { AppCase } from './case.js';
import { recipesCase } from './recipes.js';
import { todoCase } from './todo.js';

/** One case per kind of app the offline generator builds (server/features/generation/offline/kinds/). */
export const APP_CASES: AppCase[] = [recipesCase, todoCase];
