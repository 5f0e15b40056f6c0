import type { AppKind } from './kind.js';
import { recipesKind } from './recipes.js';
import { todoKind } from './todo.js';
import { dashboardKind } from './dashboard.js';
import { budgetKind } from './budget.js';
import { fitnessKind } from './fitness.js';
import { shopKind } from './shop.js';
import { socialKind } from './social.js';
import { notesKind } from './notes.js';
import { simulatorKind } from './simulator.js';
import { quizKind } from './quiz.js';
import { chatKind } from './chat.js';
import { portfolioKind } from './portfolio.js';
import { restaurantKind } from './restaurant.js';
import { bookingKind } from './booking.js';
import { saasKind } from './saas.js';
import { gameKind } from './game.js';
import { blogKind } from './blog.js';

/** Every kind the offline generator builds; on equal matches, the first listed leads. */
export const KINDS: AppKind[] = [
  recipesKind,
  todoKind,
  dashboardKind,
  budgetKind,
  fitnessKind,
  shopKind,
  socialKind,
  notesKind,
  simulatorKind,
  quizKind,
  chatKind,
  portfolioKind,
  restaurantKind,
  bookingKind,
  saasKind,
  gameKind,
  blogKind,
];
