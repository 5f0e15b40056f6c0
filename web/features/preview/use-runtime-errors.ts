import { useCallback, useEffect, useRef, useState } from 'react';
import type { RuntimeError } from '@common/preview';
import { reportRuntimeErrorsRequest } from '@/lib/preview-api';

const MAX_SHOWN = 20;
const REPORT_DELAY_MS = 1000;

/**
 * Runtime errors of the preview on screen (a new build or a refresh starts a new list), sent to the server
 * in small batches so the generation that wrote the files is scored for them.
 */
export function useRuntimeErrors(previewId: string | null, loadKey: string) {
  const [state, setState] = useState<{ key: string; errors: RuntimeError[] }>({ key: loadKey, errors: [] });
  const pending = useRef<{ previewId: string; errors: RuntimeError[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    const batch = pending.current;
    pending.current = null;
    // A report that fails (expired preview, network) changes nothing on screen.
    if (batch) reportRuntimeErrorsRequest(batch.previewId, batch.errors).catch(() => undefined);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      flush();
    },
    [flush],
  );

  // What the frame can make the studio do with errors is bounded per load: at most MAX_SHOWN distinct errors
  // shown and reported (the frame runs generated code, which can post as many as it likes).
  const accepted = useRef<{ key: string; seen: Set<string> }>({ key: loadKey, seen: new Set() });
  const add = useCallback(
    (error: RuntimeError) => {
      if (accepted.current.key !== loadKey) accepted.current = { key: loadKey, seen: new Set() };
      const { seen } = accepted.current;
      const id = `${error.kind}\0${error.message}\0${error.file ?? ''}\0${error.line ?? ''}`;
      if (seen.size >= MAX_SHOWN || seen.has(id)) return;
      seen.add(id);
      setState((current) => ({ key: loadKey, errors: [...(current.key === loadKey ? current.errors : []), error] }));
      if (!previewId) return;
      if (pending.current && pending.current.previewId !== previewId) flush();
      pending.current ??= { previewId, errors: [] };
      if (pending.current.errors.length < MAX_SHOWN) pending.current.errors.push(error);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, REPORT_DELAY_MS);
    },
    [loadKey, previewId, flush],
  );

  return { errors: state.key === loadKey ? state.errors : [], add };
}
