/**
 * Runs first in every preview page, inside the sandboxed frame (compiled by esbuild, served from the
 * user-content origin). It reports runtime errors, unhandled rejections and console errors to the studio
 * by postMessage, located in the project's files, and says when the first frame with content is painted.
 * The frame is untrusted anyway: this script is a convenience for the app, not a security boundary.
 */

type LineTable = { sources: string[]; lines: ([number, number] | 0)[] };
type Kind = 'runtime-error' | 'unhandled-rejection' | 'console-error';

const MAX_REPORTS = 20;

(() => {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  const data = script?.dataset ?? {};
  const previewId = data.previewId ?? '';
  const appPath = data.app ?? '';
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

  let table: Promise<LineTable | null> | null = null;
  const loadTable = () =>
    (table ??= data.lines
      ? fetch(data.lines)
          .then((response) => (response.ok ? (response.json() as Promise<LineTable>) : null))
          .catch(() => null)
      : Promise.resolve(null));

  /** The first stack frame in the app's bundle, mapped back to the project file and line. */
  const locate = async (stack: string | null, filename?: string, line?: number, column?: number) => {
    let position: { line: number; column: number } | null = null;
    if (filename && appPath && filename.endsWith(appPath) && line) position = { line, column: column ?? 0 };
    if (!position && stack && appPath) {
      for (const frame of stack.split('\n')) {
        const match = /(\S+):(\d+):(\d+)\)?\s*$/.exec(frame);
        if (match?.[1]?.endsWith(appPath)) {
          position = { line: Number(match[2]), column: Number(match[3]) };
          break;
        }
      }
    }
    if (!position) return { file: null, line: null, column: null };
    const lines = await loadTable();
    const entry = lines?.lines[position.line - 1];
    if (!lines || !entry) return { file: null, line: null, column: null };
    return { file: lines.sources[entry[0]] ?? null, line: entry[1], column: null };
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
  const report = (kind: Kind, message: string, stack: string | null, filename?: string, line?: number, column?: number) => {
    const key = `${kind}|${message}`;
    if (reports >= MAX_REPORTS || seen.has(key)) return;
    seen.add(key);
    reports += 1;
    void locate(stack, filename, line, column).then((where) =>
      post({ type: 'runtime-error', kind, message: message.slice(0, 4000), ...where, stack: stack ? stack.slice(0, 8000) : null }),
    );
  };

  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    const stack = error instanceof Error ? (error.stack ?? null) : null;
    report('runtime-error', error instanceof Error ? describe(error) : event.message || 'Erreur inconnue', stack, event.filename, event.lineno, event.colno);
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
