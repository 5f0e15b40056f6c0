import type { AppCase } from './case.js';
import { recipesCase } from './recipes.js';
import { todoCase } from './todo.js';
import { dashboardCase } from './dashboard.js';
import { budgetCase } from './budget.js';
import { fitnessCase } from './fitness.js';
import { shopCase } from './shop.js';
import { socialCase } from './social.js';
import { notesCase } from './notes.js';
import { simulatorCase } from './simulator.js';
import { quizCase } from './quiz.js';
import { chatCase } from './chat.js';
import { portfolioCase } from './portfolio.js';
import { restaurantCase } from './restaurant.js';
import { bookingCase } from './booking.js';
import { saasCase } from './saas.js';
import { gameCase } from './game.js';
import { blogCase } from './blog.js';

/** One case per kind of app the offline generator builds (server/features/generation/offline/kinds/). */
export const APP_CASES: AppCase[] = [
  recipesCase,
  todoCase,
  dashboardCase,
  budgetCase,
  fitnessCase,
  shopCase,
  socialCase,
  notesCase,
  simulatorCase,
  quizCase,
  chatCase,
  portfolioCase,
  restaurantCase,
  bookingCase,
  saasCase,
  gameCase,
  blogCase,
];
