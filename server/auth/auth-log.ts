import { describeErrorForLog } from '../db/describe-error-for-log.js';
import type { Logger } from '../logger.js';

/**
 * better-auth logs some refusals of a request at error level, the visitor's own value in the line
 * (« Invalid callbackURL: https://… », « Provider not found », an expired or forged OAuth state): anyone could fill the error log with their text.
 * They are answers (403, 404), not faults: kept at info level, without the value.
 */
const REFUSED_REQUEST =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)|Provider not found|Failed to parse state)\b/;

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's `logger.log`: its messages under [auth], each Error argument described without query parameters. */
export function createAuthLog(logger: Logger) {
  return (level: AuthLogLevel, message: string, ...args: unknown[]): void => {
    const refused = REFUSED_REQUEST.exec(message);
    if (refused) {
      logger.info(`[auth] ${refused[0]} (requête refusée)`);
      return;
    }
    const extra = args.map((arg) => (arg instanceof Error ? describeErrorForLog(arg) : arg));
    logger[level](`[auth] ${message}`, extra.length ? extra : undefined);
  };
}
