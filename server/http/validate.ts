import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.js';

/** zod validation for a route input that answers our one error shape (400, French message, field details). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new AppError('VALIDATION', {
        userMessage: details[0] ? `Données invalides : ${details[0].message}` : undefined,
        details,
      });
    }
  });
}
