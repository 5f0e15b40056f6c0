import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PREVIEW_SANDBOX } from '@common/preview';
import { previewRuntimeQuery } from './api';

const STUDIO_PATH = /^\/(dev-)?studio(\/|$)/;

/**
 * A hidden frame on the content origin's waiting page, kept while signed-in pages are open. Chromium puts the
 * frames of one site in one renderer process: a studio opened from the dashboard then starts its preview frame in
 * a process that is already running, with React's code compiled by V8 (measured: build request → first frame
 * 503 → 370 ms at 50 files). A page loaded on the studio itself gets no keeper: there it would only compete with
 * the studio's own frame (measured: 609 → 722 ms). It starts once the page is idle.
 */
export function ContentProcessKeeper() {
  const [wanted] = useState(() => !STUDIO_PATH.test(window.location.pathname));
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const start = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data: warmUrl } = useQuery({ ...previewRuntimeQuery, enabled: wanted });
  if (!wanted || !idle || !warmUrl) return null;
  return (
    <iframe
      src={warmUrl}
      sandbox={PREVIEW_SANDBOX}
      title="Préparation de l'aperçu"
      aria-hidden="true"
      tabIndex={-1}
      className="pointer-events-none fixed left-0 top-0 size-px border-0 opacity-0"
    />
  );
}
