import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { previewRuntimeQuery } from './api';
import { closeSpareFrame, openSpareFrame } from './spare-frame';

const STUDIO_PATH = /^\/(dev-)?studio(\/|$)/;

/**
 * Keeps a spare preview frame on the content origin's waiting page while signed-in pages other than the studio
 * are open, made when the page is idle (spare-frame.ts). A studio opened from them takes it: measured at 50
 * files, build request → first frame 615 → 439 ms with the warm process alone. On the studio itself no spare is
 * made: loaded there, it only competed with the studio's own frame (609 → 722 ms).
 */
export function ContentProcessKeeper() {
  const { pathname } = useLocation();
  const wanted = !STUDIO_PATH.test(pathname);
  const { data: warmUrl } = useQuery({ ...previewRuntimeQuery, enabled: wanted });
  useEffect(() => {
    if (!wanted || !warmUrl) return;
    const open = () => openSpareFrame(warmUrl);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(open, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(open, 500);
    return () => clearTimeout(timer);
  }, [wanted, warmUrl]);
  // Signed out (the layout goes): the spare goes with it.
  useEffect(() => closeSpareFrame, []);
  return null;
}
