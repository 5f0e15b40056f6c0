import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { GENERATION_ERRORS } from '@common/generation';
import { streamGeneration } from '@/features/generation/stream-generation';
import type { FixRequest } from '@/features/preview/fix-request';

/**
 * "Corriger avec Lumi" on a saved project: the error goes to the generation endpoint with the project, which
 * writes the fix as a new AI version; the project is then reloaded and the preview rebuilds.
 */
export function useProjectFix(projectId: string) {
  const queryClient = useQueryClient();
  const [isFixing, setFixing] = useState(false);

  const fix = useCallback(
    async (request: FixRequest) => {
      setFixing(true);
      try {
        const last = await streamGeneration({ mode: 'code', message: request.message, projectId }, { onEvent: () => undefined });
        if (last?.type === 'done') toast.success('Correction proposée par Lumi', { description: last.reply.slice(0, 200) });
        else if (last?.type === 'error') toast.error(GENERATION_ERRORS.codeToast, { description: last.message });
      } catch (error) {
        toast.error(GENERATION_ERRORS.codeToast, { description: error instanceof Error ? error.message : undefined });
      } finally {
        setFixing(false);
        await queryClient.invalidateQueries({ queryKey: ['projects', projectId] });
      }
    },
    [projectId, queryClient],
  );

  return { fix, isFixing };
}
