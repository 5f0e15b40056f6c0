/**
 * Runs first in every preview page, inside the sandboxed frame (compiled by esbuild, served from the
 * user-content origin). It reports runtime errors, unhandled rejections and console errors to the studio
 * by postMessage, located in the project's files, and says when the first frame with content is painted.
 * The frame is untrusted anyway: this script is a convenience for the app, not a security boundary.
 */

// Types only: erased when esbuild compiles this file, nothing of the server comes into the frame.
import type { AdoptablePage, ModuleLines } from '../render-page.js';

type Kind = 'runtime-error' | 'unhandled-rejection' | 'console-error';

const MAX_REPORTS = 20;
/** The module a React page starts (link-modules.ts's ENTRY_MODULE); esbuild leaves this import as written. */
const ENTRY_MODULE = '@lumi:entree';
/** Added to the app's import map by the waiting page, to learn whether the browser took that map. */
const PROBE_MODULE = '@lumi:sonde';
/** The waiting page gives up running a build in place (and navigates to it) when page.json or the CSS take longer. */
const ADOPT_DEADLINE_MS = 5000;

(() => {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  const data = script?.dataset ?? {};
  // The waiting page has none until the studio sends it a build to run.
  let previewId = data.previewId ?? '';
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

  /**
   * The sandboxed frame has no storage (reading localStorage throws): the app gets a Storage of the same shape.
   * localStorage starts from what the server kept for this project and is saved back there a moment after each
   * change; sessionStorage lives as long as the page, as in a tab.
   */
  const saveUrl = () => (script && previewId ? new URL(`/p/${previewId}/_lumi/storage`, script.src).href : null);
  const makeStorage = (initial: Record<string, string>, persist: boolean) => {
    const items = new Map<string, string>(Object.entries(initial));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = (keepalive = false) => {
      clearTimeout(timer);
      timer = undefined;
      const url = saveUrl();
      if (!persist || !url) return;
      void fetch(url, {
        method: 'POST',
        body: JSON.stringify(Object.fromEntries(items)),
        headers: { 'Content-Type': 'text/plain' },
        credentials: 'omit',
        keepalive,
      }).catch(() => undefined);
    };
    const changed = () => {
      if (!persist) return;
      // The frame's window.name outlives a refresh of the preview: a change made just before it is not lost
      // while the server copy is on its way (a new document asks for its page before the old one is gone).
      if (window.name === '' || window.name.startsWith(NAME_PREFIX)) {
        try {
          window.name = NAME_PREFIX + JSON.stringify({ scope: storageScope, data: Object.fromEntries(items) });
        } catch {
          // Too large for a window name: the server copy alone.
        }
      }
      clearTimeout(timer);
      timer = setTimeout(save, 0);
    };
    if (persist) window.addEventListener('pagehide', () => timer !== undefined && save(true));
    const api = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(String(key)) ?? null,
      setItem: (key: string, value: unknown) => {
        items.set(String(key), String(value));
        changed();
      },
      removeItem: (key: string) => {
        if (items.delete(String(key))) changed();
      },
      clear: () => {
        items.clear();
        changed();
      },
      replaceAll: (next: Record<string, string>) => {
        items.clear();
        for (const [key, value] of Object.entries(next)) items.set(key, value);
      },
      /** Sends the data to the server now (a copy from window.name it does not have yet). */
      flush: () => save(),
    };
    // `localStorage.theme = "dark"` and `localStorage.theme` work too, as on a real Storage.
    return new Proxy(api, {
      get: (target, key) => (typeof key === 'string' && !(key in target) ? (items.get(key) ?? undefined) : Reflect.get(target, key)),
      set: (target, key, value) => {
        if (typeof key !== 'string' || key in target) return false;
        target.setItem(key, value);
        return true;
      },
      deleteProperty: (target, key) => {
        if (typeof key === 'string') target.removeItem(key);
        return true;
      },
      has: (target, key) => (typeof key === 'string' && items.has(key)) || key in target,
      ownKeys: () => [...items.keys()],
      getOwnPropertyDescriptor: (_target, key) =>
        typeof key === 'string' && items.has(key)
          ? { value: items.get(key), enumerable: true, configurable: true, writable: true }
          : undefined,
    });
  };
  // A sandboxed frame may not use service workers, and reading navigator.serviceWorker throws there: without it,
  // an app's `'serviceWorker' in navigator` check skips its registration as in a browser that has none.
  try {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  } catch {
    // Left as it is.
  }
  // A page written for Tailwind's CDN sets `tailwind.config = {…}` inline; the server compiled that config already.
  (window as { tailwind?: unknown }).tailwind ??= { config: {} };

  const NAME_PREFIX = 'lumi-stockage:';
  const storageTagElement = document.getElementById('lumi-storage');
  let storageScope = storageTagElement?.dataset.scope ?? '';
  /** The server's copy, unless this frame's window.name holds a newer one of the same project (written just before a refresh). */
  const freshest = (fromServer: Record<string, string>, scope: string): { data: Record<string, string>; newer: boolean } => {
    if (!window.name.startsWith(NAME_PREFIX)) return { data: fromServer, newer: false };
    try {
      const kept = JSON.parse(window.name.slice(NAME_PREFIX.length)) as { scope?: unknown; data?: unknown };
      if (kept.scope === scope && kept.data && typeof kept.data === 'object')
        return { data: kept.data as Record<string, string>, newer: JSON.stringify(kept.data) !== JSON.stringify(fromServer) };
    } catch {
      // Not ours after all.
    }
    return { data: fromServer, newer: false };
  };
  let savedStorage: Record<string, string> = {};
  try {
    savedStorage = JSON.parse(storageTagElement?.textContent ?? '{}') as Record<string, string>;
  } catch {
    savedStorage = {};
  }
  const initial = freshest(savedStorage, storageScope);
  savedStorage = initial.data;
  let appStorage: ReturnType<typeof makeStorage> | null = null;
  try {
    void window.localStorage;
  } catch {
    appStorage = makeStorage(savedStorage, true);
    if (initial.newer) appStorage.flush();
    const session = makeStorage({}, false);
    try {
      Object.defineProperty(window, 'localStorage', { value: appStorage, configurable: true });
      Object.defineProperty(window, 'sessionStorage', { value: session, configurable: true });
    } catch {
      appStorage = null;
    }
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
      const text = first.replace(/%[sdifoOc]/g, (token) =>
        token === '%c' ? (index++, '') : index < rest.length ? describe(rest[index++]) : token,
      );
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
    post({
      type: 'runtime-error',
      kind,
      message: message.slice(0, 4000),
      ...locate(stack, filename, line),
      stack: stack ? stack.slice(0, 8000) : null,
    });
  };

  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    const stack = error instanceof Error ? (error.stack ?? null) : null;
    report(
      'runtime-error',
      error instanceof Error ? describe(error) : event.message || 'Erreur inconnue',
      stack,
      event.filename,
      event.lineno,
    );
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report('unhandled-rejection', describe(reason), reason instanceof Error ? (reason.stack ?? null) : null);
  });
  const usesNextThemes = () =>
    [...document.querySelectorAll('script[type="importmap"]')].some((map) => map.textContent?.includes('"next-themes"'));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    // next-themes renders its theme script on the client too; React 19's development build calls that an error
    // although nothing is wrong (next-themes issues #385, #397): not the app's error, neither shown nor reported.
    if (typeof args[0] === 'string' && args[0].startsWith('Encountered a script tag while rendering React component') && usesNextThemes())
      return;
    consoleError(...args);
    const error = args.find((arg): arg is Error => arg instanceof Error);
    report('console-error', format(args), error?.stack ?? new Error().stack ?? null);
  };

  /**
   * "ready" at the first painted frame with visible content. Styles in <head> are loaded before the body renders
   * and before module scripts run, so that frame is styled. A page that still shows nothing a while after it
   * loaded is "ready" as blank (an app that crashed to a white page says so, with its error if it had one),
   * and says "ready" again if content appears later.
   */
  let readyState: 'none' | 'blank' | 'shown' = 'none';
  const sendReady = (final: boolean) => {
    if (readyState === 'shown') return;
    const blank = !hasVisibleContent();
    if (blank && (!final || readyState === 'blank')) return;
    readyState = blank ? 'blank' : 'shown';
    if (!blank) observer.disconnect();
    let posted = false;
    const postReady = () => {
      if (posted) return;
      posted = true;
      post({ type: 'ready', blank });
    };
    requestAnimationFrame(() => setTimeout(postReady, 0));
    // A frame out of view gets no animation frames: say "ready" anyway so the studio stops waiting.
    setTimeout(postReady, 1000);
  };
  // A React page (the server wrote its <div id="root">) has content once the app rendered into it.
  let isReactPage = data.path !== undefined;
  const scope = () => (isReactPage ? document.getElementById('root') : document.body);
  const hasContent = () => (scope()?.childElementCount ?? 0) > 0;
  const MEDIA = new Set(['IMG', 'SVG', 'CANVAS', 'VIDEO', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'OBJECT', 'EMBED']);
  /** Text, a picture or a control, or a box with a background or a border: what a person would see. */
  const hasVisibleContent = () => {
    const root = scope();
    if (!root || !hasContent()) return false;
    if (root.innerText.trim()) return true;
    const elements = root.querySelectorAll('*');
    for (let i = 0; i < elements.length && i < 2000; i++) {
      const element = elements[i]!;
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (MEDIA.has(element.tagName.toUpperCase())) return true;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (style.backgroundImage !== 'none' || !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor)) return true;
      if (parseFloat(style.borderTopWidth) > 0 || parseFloat(style.borderBottomWidth) > 0 || parseFloat(style.borderLeftWidth) > 0)
        return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (hasContent()) sendReady(readyState === 'blank');
  });
  const watchForContent = () => observer.observe(document, { childList: true, subtree: true, characterData: true });
  /** Content at once, or the verdict (maybe blank) a while after the page or the app loaded. */
  const settleAfterLoad = () => setTimeout(() => sendReady(true), hasVisibleContent() ? 0 : 1500);

  /**
   * Runs a React app's first build in this document, the waiting page: React is loaded and compiled here
   * already, so this skips a new document, its module graph and its cold JIT. Anything unexpected (a page that
   * is not a React app, vendor files of another build, a network failure) navigates to the build instead.
   */
  const runApp = async (url: URL, vendor: string) => {
    // A React page always has its stylesheet (Tailwind's, at least): it loads while page.json does.
    const cssUrl = new URL('_lumi/app.css', url);
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    const styled = new Promise((resolve, reject) => {
      stylesheet.onload = stylesheet.onerror = resolve;
      setTimeout(() => reject(new Error('feuille de style trop lente')), ADOPT_DEADLINE_MS);
    });
    // Awaited below; a run given up before that must not report the late rejection as the app's.
    styled.catch(() => undefined);
    stylesheet.href = cssUrl.href;
    document.head.append(stylesheet);
    try {
      const response = await fetch(new URL('_lumi/page.json', url), {
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(ADOPT_DEADLINE_MS),
      });
      if (!response.ok) throw new Error(`page.json ${response.status}`);
      const page = (await response.json()) as AdoptablePage;
      if (page.vendor !== vendor || page.previewId !== previewId) throw new Error('autre version des paquets');
      located = page.lines;
      storageScope = page.storageScope ?? '';
      const adopted = freshest(page.storage ?? {}, storageScope);
      appStorage?.replaceAll(adopted.data);
      if (adopted.newer) appStorage?.flush();
      history.replaceState(null, '', '/');
      document.title = 'Aperçu';
      // Import maps merge (Chromium 133+): the waiting page's entries stay, the app's are added.
      const known = new Set<string>();
      for (const map of document.querySelectorAll('script[type="importmap"]')) {
        Object.keys((JSON.parse(map.textContent || '{}') as { imports?: Record<string, string> }).imports ?? {}).forEach((name) =>
          known.add(name),
        );
      }
      const map = document.createElement('script');
      map.type = 'importmap';
      const imports = Object.fromEntries(Object.entries(page.imports).filter(([name]) => !known.has(name)));
      map.textContent = JSON.stringify({ imports: { ...imports, [PROBE_MODULE]: 'data:text/javascript,export{}' } });
      document.head.append(map);
      // A browser that takes no import map after the first module (before Chromium 133, Firefox, Safari) fails
      // here, and the build is navigated to instead of failing as the app's own error.
      await import(PROBE_MODULE);
      for (const href of page.preloads) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (page.css !== cssUrl.pathname) throw new Error('feuille de style inattendue');
      await styled;
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
    } catch {
      location.replace(url.href);
      return;
    }
    isReactPage = true;
    watchForContent();
    try {
      await import(ENTRY_MODULE);
    } catch (error) {
      // What a module script's failure would have fired as an "error" event.
      report('runtime-error', describe(error), error instanceof Error ? (error.stack ?? null) : null);
    }
    settleAfterLoad();
  };

  /** The waiting page runs the first build the studio sends it, once, if it is a preview of this origin. */
  const waitForApp = (vendor: string) => {
    const listen = (event: MessageEvent) => {
      if (event.source !== window.parent || !parents.includes(event.origin)) return;
      const message = event.data as { source?: unknown; type?: unknown; url?: unknown } | null;
      if (message?.source !== 'lumi-studio' || message.type !== 'adopt' || typeof message.url !== 'string') return;
      let url: URL;
      try {
        url = new URL(message.url, location.href);
      } catch {
        return;
      }
      const id = /^\/p\/([\w-]{1,100})\/$/.exec(url.pathname)?.[1];
      if (url.origin !== location.origin || !id) return;
      window.removeEventListener('message', listen);
      previewId = id;
      post({ type: 'adopting' });
      // The waiting page's warm-up (render-page.ts) stops and removes its hidden tree.
      document.documentElement.setAttribute('data-lumi-app', '');
      document.dispatchEvent(new Event('lumi:app'));
      void runApp(url, vendor);
    };
    window.addEventListener('message', listen);
    // The studio may send the build as soon as this listens, before the page and its warm-up have loaded.
    post({ type: 'waiting' });
  };

  if (data.waitingOn !== undefined) {
    waitForApp(data.waitingOn);
  } else {
    watchForContent();
    window.addEventListener('load', settleAfterLoad, { once: true });
  }
})();
