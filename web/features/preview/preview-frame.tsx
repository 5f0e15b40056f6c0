import { Loader2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { adoptMessage, PREVIEW_SANDBOX, type RuntimeError } from '@common/preview';
import { claimSpareFrame } from './spare-frame';
import { useFrameMessages } from './use-frame-messages';

const REBUILD_INTERVAL_MS = 1000;

/**
 * The app in a sandboxed frame on the user-content origin: scripts run, but never with an origin of their
 * own (no allow-same-origin), so they reach neither the studio, nor its cookies, nor its storage.
 */
export function PreviewFrame(props: {
  url: string;
  previewId: string;
  refreshKey: number;
  /** The app's first frame is painted (or it crashed: nothing more will come); `blank`: it shows nothing. */
  onReady?: (blank: boolean) => void;
  onRuntimeError: (error: RuntimeError) => void;
  onMissing: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const loadKey = `${props.previewId}:${props.refreshKey}`;
  const url = props.refreshKey ? `${props.url}?actualiser=${props.refreshKey}` : props.url;
  const [readyKey, setReadyKey] = useState<string | null>(null);
  // The frame runs generated code, which can post anything our bridge can: whatever it posts, it gets at most
  // one rebuild a second. An ask within that second is not dropped (it may be the real "missing" page, which
  // asks once, as it loads): one rebuild waits for the second to be up and answers every ask made meanwhile.
  const lastRebuild = useRef(Number.NEGATIVE_INFINITY);
  const pendingRebuild = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onMissing = useRef(props.onMissing);
  useEffect(() => {
    onMissing.current = props.onMissing;
  });
  const askRebuild = () => {
    if (pendingRebuild.current !== undefined) return;
    const rebuild = () => {
      pendingRebuild.current = undefined;
      lastRebuild.current = Date.now();
      onMissing.current();
    };
    const wait = lastRebuild.current + REBUILD_INTERVAL_MS - Date.now();
    if (wait <= 0) rebuild();
    else pendingRebuild.current = setTimeout(rebuild, wait);
  };
  // An ask about a preview no longer on screen needs no answer; the time of the last rebuild stays with the frame.
  useEffect(
    () => () => {
      clearTimeout(pendingRebuild.current);
      pendingRebuild.current = undefined;
    },
    [props.previewId],
  );

  // One frame for every build: navigating it keeps the content origin's renderer process (a new frame would
  // start one, ~200 ms), and location.replace() adds no entry to the page's history, unlike changing src.
  // Its first page (the waiting page, or a first build) is set as src; a URL that arrives before that page has
  // loaded waits for it, because starting a navigation while another is pending can leave the frame on the first.
  const hasLoaded = useRef(false);
  const queued = useRef<string | null>(null);
  // The waiting page runs the first build in place (React is already loaded there): it is sent the URL once.
  const onWaitingPage = useRef(false);
  const adoptFallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL last sent to the frame: StrictMode runs the URL effect twice, and a second send would navigate away
  // from a build the waiting page is running in place.
  const shown = useRef<string | null>(null);
  const show = (element: HTMLIFrameElement, next: string) => {
    if (shown.current === next) return;
    shown.current = next;
    clearTimeout(adoptFallback.current);
    const target = element.contentWindow;
    if (!target) return;
    if (!onWaitingPage.current) {
      target.location.replace(next);
      return;
    }
    onWaitingPage.current = false;
    // The frame's origin is opaque, so no narrower target origin can match; the message carries only this URL.
    target.postMessage(adoptMessage(next), '*');
    // The waiting page answers "adopting" at once (a loaded machine may take a while to say it); a frame that
    // does not is navigated to the build.
    adoptFallback.current = setTimeout(() => target.location.replace(next), 3000);
  };
  useEffect(() => () => clearTimeout(adoptFallback.current), []);

  // The frame is made here rather than rendered, so that it can be the spare frame the signed-in pages kept on
  // the waiting page (spare-frame.ts): moved in already loaded, its bridge listening.
  const claimed = useRef(false);
  useLayoutEffect(() => {
    const container = host.current;
    if (!container) return;
    let element = frame.current;
    if (!element) {
      const spare = claimSpareFrame(container);
      element = spare?.frame ?? document.createElement('iframe');
      element.setAttribute('sandbox', PREVIEW_SANDBOX);
      element.referrerPolicy = 'no-referrer';
      element.title = "Aperçu de l'application";
      element.className = 'block h-full w-full border-0 bg-white';
      // A spare still loading: a build waits for its bridge's "waiting" message or its load event, as a new frame.
      claimed.current = spare !== null;
      onWaitingPage.current = spare !== null;
      hasLoaded.current = spare?.listening ?? false;
      if (!spare) container.append(element);
      frame.current = element;
    }
    const current = element;
    const onLoad = () => {
      // The initial about:blank also fires load: only a page of ours counts.
      if (!current.getAttribute('src')) return;
      hasLoaded.current = true;
      const next = queued.current;
      queued.current = null;
      if (next) show(current, next);
    };
    current.addEventListener('load', onLoad);
    // The frame stays in the host element: it leaves with it when the panel unmounts, and stays loaded when
    // StrictMode or a Suspense boundary only runs this cleanup and then the effect again.
    return () => current.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // A spare frame shows the waiting page already: only a build moves it.
    if (claimed.current && !props.previewId) return;
    if (hasLoaded.current) {
      show(element, url);
      return;
    }
    if (!element.getAttribute('src')) {
      element.setAttribute('src', url);
      shown.current = url;
      onWaitingPage.current = !props.previewId;
      return;
    }
    // Already on its way there (StrictMode runs this effect twice).
    if (element.getAttribute('src') === url && queued.current === null) return;
    queued.current = url;
    // A first page that never loads must not hold the preview back.
    const fallback = setTimeout(() => {
      if (queued.current !== url) return;
      queued.current = null;
      onWaitingPage.current = false;
      element.setAttribute('src', url);
    }, 5000);
    return () => clearTimeout(fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new URL moves the frame
  }, [url]);

  useFrameMessages(frame, props.previewId, (message) => {
    if (message.type === 'waiting') {
      // The waiting page listens: a build need not wait for its load event (nor for its warm-up).
      if (!onWaitingPage.current || !frame.current) return;
      hasLoaded.current = true;
      const next = queued.current;
      queued.current = null;
      if (next) show(frame.current, next);
      return;
    }
    if (message.type !== 'missing') clearTimeout(adoptFallback.current);
    if (message.type === 'adopting') return;
    if (message.type === 'ready') {
      setReadyKey(loadKey);
      props.onReady?.(message.blank ?? false);
    } else if (message.type === 'missing') {
      askRebuild();
    } else {
      // An app that crashed has nothing more to load: its error replaces the loading badge.
      setReadyKey(loadKey);
      const { kind, message: text, file, line, column, stack } = message;
      props.onRuntimeError({ kind, message: text, file, line, column, stack });
    }
  });

  return (
    <div className="relative h-full w-full bg-white">
      <div ref={host} className="h-full w-full" />
      {readyKey !== loadKey ? (
        <p
          role="status"
          className="absolute right-2 top-2 flex items-center gap-1.5 rounded-full bg-card/90 px-2.5 py-1 text-xs text-muted-foreground shadow"
        >
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          Chargement de l'aperçu…
        </p>
      ) : null}
    </div>
  );
}
