import { previewResponseSchema, previewRuntimeSchema, type BuildPreviewInput, type PreviewBuild, type RuntimeError } from '@common/preview';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

/** Builds (or finds) the preview of these files on the server; the answer says where the content origin serves it. */
export async function buildPreviewRequest(input: BuildPreviewInput, signal?: AbortSignal): Promise<PreviewBuild> {
  const { preview } = await apiFetch('/api/preview', previewResponseSchema, { method: 'POST', body: JSON.stringify(input), signal });
  return preview;
}

/** Tells the server what went wrong in the frame, so the generation that wrote these files is scored for it. */
export async function reportRuntimeErrorsRequest(previewId: string, errors: RuntimeError[]): Promise<void> {
  await apiFetch(`/api/preview/${previewId}/runtime-errors`, z.unknown(), { method: 'POST', body: JSON.stringify({ errors }) });
}

/** The content origin's waiting page, where the panel's frame starts before the first build. */
export async function previewRuntimeRequest(): Promise<string> {
  return (await apiFetch('/api/preview/runtime', previewRuntimeSchema)).warmUrl;
}

/** Asked for by the studio's page while its project loads, so the panel's frame starts on its first render. */
export const previewRuntimeQuery = {
  queryKey: ['preview', 'runtime'],
  queryFn: previewRuntimeRequest,
  staleTime: Infinity,
  retry: false,
} as const;
