const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug: (message: string, extra?: unknown) => void;
  info: (message: string, extra?: unknown) => void;
  warn: (message: string, extra?: unknown) => void;
  error: (message: string, extra?: unknown) => void;
}

/** Plain lines on stdout/stderr; a log collector can add what it needs. */
export function createLogger(level: LogLevel): Logger {
  const threshold = levels[level];
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, extra?: unknown) => {
    if (levels[at] < threshold) return;
    const line = `[lumi] ${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const out = at === 'error' ? console.error : at === 'warn' ? console.warn : console.log;
    if (extra === undefined) out(line);
    else out(line, extra);
  };
  return {
    debug: (m, e) => write('debug', m, e),
    info: (m, e) => write('info', m, e),
    warn: (m, e) => write('warn', m, e),
    error: (m, e) => write('error', m, e),
  };
}
