import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z, ZodType } from 'zod';
import '../../common/zod-locale.js';
import { AppError } from './app-error.js';

/** A failed zod check as our 400: the first problem as the French message, every problem in `details`. */
export function validationError(error: { issues: readonly z.core.$ZodIssue[] }): AppError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = error.issues[0];
  return new AppError('VALIDATION', {
    // Our own refinements (a file path, a refused character) write whole sentences; zod's get a lead-in.
    userMessage: first ? (first.code === 'custom' ? first.message : `Données invalides : ${first.message}`) : undefined,
    details,
  });
}

/** zod validation for a route input that answers our one error shape (400, French message, field details). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
