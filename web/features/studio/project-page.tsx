import { useQuery } from '@tanstack/react-query';
import { FileCode2, Loader2, MessageSquare } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { statusLabel } from '@common/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { projectQuery } from '@/features/projects/api';
import { PreviewPanel } from '@/features/preview/preview-panel';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useProjectFix } from './use-project-fix';

/**
 * /dev-studio/{id} until the studio (chat, editor) lands with issue #6: it opens the real project, records
 * the access, shows its live preview, and says plainly what is there and what is coming.
 */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const { fix, isFixing } = useProjectFix(projectId);
  const project = useQuery({ ...projectQuery(projectId), retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2 });

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

  const { project: info, files, messages } = project.data;
  const fileCount = Object.keys(files).length;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{info.title}</h2>
        <Badge variant="accent">{info.status === 'generating' ? 'En attente de génération' : statusLabel(info.status)}</Badge>
        <Badge variant="secondary">Version {info.versionNumber}</Badge>
      </div>
      {info.description ? <p className="text-muted-foreground">{info.description}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <MessageSquare className="size-4 text-primary" aria-hidden="true" />
              Conversation
            </CardTitle>
          </CardHeader>
          <CardContent>
            {messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucun message pour l'instant.</p>
            ) : (
              <ul className="space-y-3">
                {messages.map((message) => (
                  <li key={message.id} className="rounded-lg bg-muted px-3 py-2 text-sm">
                    <p className="[overflow-wrap:anywhere]">{message.content}</p>
                    <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <FileCode2 className="size-4 text-primary" aria-hidden="true" />
              Fichiers ({fileCount})
            </CardTitle>
          </CardHeader>
          <CardContent>
            {fileCount === 0 ? (
              <p className="text-sm text-muted-foreground">Aucun fichier : le code sera généré par Lumi.</p>
            ) : (
              <ul className="space-y-1 font-mono text-sm">
                {Object.keys(files).map((path) => (
                  <li key={path} className="truncate">
                    {path}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <PreviewPanel className="h-[36rem] max-h-[80dvh]" files={files} projectId={info.id} onFix={(request) => void fix(request)} isGenerating={isFixing} />
      <p className="rounded-xl border border-dashed bg-card p-4 text-sm text-muted-foreground">
        Votre projet est enregistré. Le studio complet (chat avec Lumi et éditeur de code) arrive dans une prochaine version : c'est là
        que Lumi générera le code de cette idée.
      </p>
    </div>
  );
}
