import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { previewRuntimeQuery } from '@/lib/preview-api';
import { projectQuery } from '@/lib/projects-api';
import { ApiRequestError } from '@/lib/api';
import { ProjectStudio } from './project-studio';

/** /dev-studio/{id} and /studio/{id}: loads the project (another user's is "introuvable"), then the studio. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useQuery({
    ...projectQuery(projectId),
    // Opened once: the studio owns the working copy afterwards; refetching would not replace it anyway.
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  // Alongside the project, so the preview frame can open its waiting page as soon as the studio shows.
  useQuery(previewRuntimeQuery);

  if (project.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-20 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Chargement du studio...
      </p>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiRequestError && (project.error.status === 404 || project.error.status === 400);
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center">
        <h2 className="text-lg font-semibold">{missing ? 'Projet introuvable' : 'Impossible de charger le projet'}</h2>
        <p className="text-sm text-muted-foreground">{missing ? "Le projet demandé n'existe pas." : project.error.message}</p>
        <Button asChild variant="outline">
          <Link to="/projects">Retour à mes projets</Link>
        </Button>
      </div>
    );
  }
  return <ProjectStudio key={projectId} initial={project.data} />;
}
