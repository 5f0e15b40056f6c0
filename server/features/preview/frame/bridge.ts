/**
 * Runs first in every preview page, inside the sandboxed frame (compiled by esbuild, served from the
 * user-content origin). It reports runtime errors, unhandled rejections and console errors to the studio
 * by postMessage, located in the project's files, and says when the first frame with content is painted.
 * The frame is untrusted anyway: this script is a convenience for the app, not a security boundary.
 */

/** Module name (its sourceURL in stack traces) → its project file and the file's line for each of its lines. */
type ModuleLines = Record<string, { file: string; lines: number[] }>;
type Kind = 'runtime-error' | 'unhandled-rejection' | 'console-error';

const MAX_REPORTS = 20;

(() => {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  const data = script?.dataset ?? {};
  const previewId = data.previewId ?? '';
  let parents: string[] = [];
  try {
    const parsed: unknown = JSON.parse(data.parents ?? '[]');
    if (Array.isArray(parsed)) parents = parsed.filter((origin): origin is string => typeof origin === 'string');
  } catch {
    parents = [];
  }

  const post = (message: Record<string, unknown>) => {
    if (window.parent === window) return;
    for (const origin of parents) window.parent.postMessage({ source: 'lumi-preview', previewId, ...message }, origin);
  };

  if (data.missing) {
    post({ type: 'missing' });
    return;
  }
  // A BrowserRouter must see "/" rather than /p/{id}/; asset URLs in the page are absolute.
  if (data.path) history.replaceState(history.state, '', data.path);

  let located: ModuleLines = {};
  try {
    located = JSON.parse(document.getElementById('lumi-lines')?.textContent ?? '{}') as ModuleLines;
  } catch {
    located = {};
  }
  // React's development build tags every element with console.createTask, which makes rendering several
  // times slower in Chromium; without it React keeps its messages and only DevTools' async stacks go.
  try {
    Object.defineProperty(console, 'createTask', { value: undefined, configurable: true, writable: true });
  } catch {
    // A console that refuses it keeps its createTask.
  }

  /** The first stack frame in one of the app's modules, mapped back to the project file and line. */
  const locate = (stack: string | null, filename?: string, line?: number) => {
    const frames: { url: string; line: number }[] = [];
    if (filename && line) frames.push({ url: filename, line });
    for (const frame of (stack ?? '').split('\n')) {
      const match = /[\s(]([^\s()]+):(\d+):(\d+)\)?\s*$/.exec(frame);
      if (match?.[1]) frames.push({ url: match[1], line: Number(match[2]) });
    }
    for (const frame of frames) {
      const module = Object.hasOwn(located, frame.url) ? located[frame.url] : undefined;
      const sourceLine = module?.lines[frame.line - 1];
      if (module?.file && sourceLine) return { file: module.file, line: sourceLine, column: null };
    }
    return { file: null, line: null, column: null };
  };

  const describe = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };

  /** console.error("%s is %d", a, b) as the browser console would print it. */
  const format = (args: unknown[]): string => {
    const [first, ...rest] = args;
    if (typeof first === 'string' && /%[sdifoOc]/.test(first)) {
      let index = 0;
      const text = first.replace(/%[sdifoOc]/g, (token) => (token === '%c' ? (index++, '') : index < rest.length ? describe(rest[index++]) : token));
      return [text, ...rest.slice(index).map(describe)].join(' ');
    }
    return args.map(describe).join(' ');
  };

  let reports = 0;
  const seen = new Set<string>();
  const report = (kind: Kind, message: string, stack: string | null, filename?: string, line?: number) => {
    const key = `${kind}|${message}`;
    if (reports >= MAX_REPORTS || seen.has(key)) return;
    seen.add(key);
    reports += 1;
    post({ type: 'runtime-error', kind, message: message.slice(0, 4000), ...locate(stack, filename, line), stack: stack ? stack.slice(0, 8000) : null });
  };

  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    const stack = error instanceof Error ? (error.stack ?? null) : null;
    report('runtime-error', error instanceof Error ? describe(error) : event.message || 'Erreur inconnue', stack, event.filename, event.lineno);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report('unhandled-rejection', describe(reason), reason instanceof Error ? (reason.stack ?? null) : null);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    const error = args.find((arg): arg is Error => arg instanceof Error);
    report('console-error', format(args), error?.stack ?? new Error().stack ?? null);
  };

  /**
   * "ready" at the first painted frame with content. Styles in <head> are loaded before the body renders and
   * before module scripts run, so that frame is styled. A page that shows nothing is "ready" once loaded.
   */
  let readySent = false;
  const sendReady = () => {
    if (readySent) return;
    readySent = true;
    observer.disconnect();
    let posted = false;
    const postReady = () => {
      if (posted) return;
      posted = true;
      post({ type: 'ready' });
    };
    requestAnimationFrame(() => setTimeout(postReady, 0));
    // A frame out of view gets no animation frames: say "ready" anyway so the studio stops waiting.
    setTimeout(postReady, 1000);
  };
  // A React page (the server wrote its <div id="root">) has content once the app rendered into it.
  const isReactPage = data.path !== undefined;
  const hasContent = () =>
    isReactPage ? (document.getElementById('root')?.childElementCount ?? 0) > 0 : (document.body?.childElementCount ?? 0) > 0;
  const observer = new MutationObserver(() => {
    if (hasContent()) sendReady();
  });
  observer.observe(document, { childList: true, subtree: true });
  window.addEventListener('load', () => setTimeout(sendReady, hasContent() ? 0 : 1500), { once: true });
})();
