import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ProjectFiles } from '@common/projects';
import { ApiRequestError } from '@/lib/api';
import { buildPreviewRequest } from '@/lib/preview-api';

/** Waits until typing or streaming pauses before asking for a build. */
const BUILD_DELAY_MS = 300;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A cheap fingerprint of the files (FNV-1a) for the query key: the server hashes them properly. */
function fingerprint(files: ProjectFiles): string {
  let hash = 0x811c9dc5;
  for (const path of Object.keys(files).sort()) {
    const text = `${path}\0${files[path]}\0`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `${Object.keys(files).length}-${(hash >>> 0).toString(36)}`;
}

/**
 * The server build of the current files. The previous build stays on screen while the next one is made,
 * and nothing is built while the preview is stopped or the assistant is still writing.
 */
export function usePreviewBuild(input: { files: ProjectFiles; projectId?: string; generationId?: string | null; enabled: boolean }) {
  const files = useDebouncedValue(input.files, BUILD_DELAY_MS);
  const key = useMemo(() => fingerprint(files), [files]);
  const hasFiles = Object.keys(files).length > 0;
  const query = useQuery({
    queryKey: ['preview', input.projectId ?? 'brouillon', key],
    queryFn: ({ signal }) =>
      buildPreviewRequest({ files, projectId: input.projectId, generationId: input.generationId ?? undefined }, signal),
    enabled: input.enabled && hasFiles,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status > 0 && error.status < 500) && count < 1,
  });
  return {
    build: hasFiles ? query.data : undefined,
    isBuilding: query.isFetching,
    error: query.isError ? query.error : null,
    rebuild: () => void query.refetch(),
  };
}
