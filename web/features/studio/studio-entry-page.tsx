import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SUPPORT_EMAIL } from '@common/brand';
import { Button } from '@/components/ui/button';
import { clearNewProjectData, readNewProjectData } from '@/lib/pending-idea';
import { quotaMessage, quotaRetryAt, useTimePassed } from '@/lib/ai-quota';
import { ApiRequestError } from '@/lib/api';
import { createFromNewProjectData } from './create-from-new-project-data';

/**
 * /dev-studio and /studio without a project: the idea handed over from the landing page (newProjectData)
 * becomes a project and the studio opens on it; without one, /dev-studio goes to the project list and
 * /studio shows the demo studio (`fallback` is a path to go to, or the page to show).
 */
export function StudioEntryPage({ fallback }: { fallback: string | ReactElement }) {
  const [data] = useState(readNewProjectData);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<Date | null>(null);
  const canRetry = useTimePassed(retryAt);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    createFromNewProjectData(data)
      .then((project) => {
        clearNewProjectData();
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
        if (cancelled) return;
        toast.success('🚀 Projet créé !', { id: 'project-created', description: 'Ouverture du studio…' });
        navigate(`/dev-studio/${project.id}`, { replace: true });
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        const quota = quotaRetryAt(cause);
        const message = quota
          ? quotaMessage(quota)
          : cause instanceof ApiRequestError && cause.status < 500 && cause.status > 0
            ? cause.message
            : `Erreur lors de la création du projet. Contactez ${SUPPORT_EMAIL}`;
        setRetryAt(quota);
        setError(message);
        toast.error('Erreur', { id: 'project-create-error', description: message });
      });
    return () => {
      cancelled = true;
    };
  }, [data, attempt, navigate, queryClient]);

  if (!data) return typeof fallback === 'string' ? <Navigate to={fallback} replace /> : fallback;
  if (error) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center">
        <h2 className="text-lg font-semibold">Le projet n'a pas pu être créé</h2>
        <p className="text-sm text-muted-foreground">{error}</p>
        <p className="text-sm text-muted-foreground">Votre idée est conservée : « {data.title} »</p>
        <div className="flex flex-wrap justify-center gap-2">
          {canRetry ? (
            <Button
              variant="brand"
              onClick={() => {
                setError(null);
                setAttempt((n) => n + 1);
              }}
            >
              Réessayer
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => navigate('/projects')}>
            Voir mes projets
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <p className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Création de votre projet…
      </p>
    </div>
  );
}
