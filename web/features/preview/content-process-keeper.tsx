import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { previewRuntimeQuery } from '@/lib/preview-api';
import { closeSpareFrame, openSpareFrame } from './spare-frame';

const STUDIO_PATH = /^\/(dev-)?studio(\/|$)/;

/**
 * Makes a spare preview frame on the content origin's waiting page when a signed-in page other than the studio is
 * idle (spare-frame.ts); it stays until a studio takes it or the user signs out. A studio opened from those pages
 * takes it (measured at 50 files: build request → first frame 656 → 239–306 ms). A page loaded on the studio
 * makes none: made there, it only competed with the studio's own frame.
 */
/** Only a browser that can move the frame without reloading it gains from a spare (Chromium 133+). */
const canMoveFrames = typeof Element !== 'undefined' && typeof (Element.prototype as { moveBefore?: unknown }).moveBefore === 'function';

export function ContentProcessKeeper() {
  const { pathname } = useLocation();
  const wanted = canMoveFrames && !STUDIO_PATH.test(pathname);
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
