import { CheckCircle2, FolderKanban, Loader2, RotateCcw, Sparkles, XCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { deriveProject } from '@common/derive-project';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/input';
import { useAuth } from '@/app/use-auth';
import { useCreateProject } from '@/lib/projects-api';
import { FRAMEWORK_LABELS, PROJECT_TYPE_LABELS } from '@/lib/project-options';
import { QUOTA_TITLE, quotaMessage, quotaRetryAt, useTimePassed } from '@/lib/ai-quota';
import { ApiRequestError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { IDEA_SUGGESTIONS, PROMPT_COUNTER_MAX, REDIRECT_DELAY_MS, TEMPLATES } from './templates';

type Phase =
  | { state: 'input' }
  | { state: 'generating' }
  | { state: 'success'; projectId: string; title: string }
  | { state: 'error'; message: string; retryAt?: Date };

export function GeneratorPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [prompt, setPrompt] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'input' });
  const derived = useMemo(() => (prompt.trim() ? deriveProject(prompt) : null), [prompt]);

  useEffect(() => {
    if (phase.state !== 'success') return;
    const timer = setTimeout(() => navigate(`/dev-studio/${phase.projectId}`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const generate = () => {
    const text = prompt.trim();
    if (!text) {
      toast.error('Prompt requis', { description: 'Veuillez décrire votre application' });
      return;
    }
    const project = deriveProject(text);
    setPhase({ state: 'generating' });
    createProject.mutate(
      { ...project, prompt: text, status: 'generating', firstMessage: text },
      {
        onSuccess: (created) => {
          toast.success('✨ Projet créé avec succès !', { description: 'Ouverture du studio…' });
          setPhase({ state: 'success', projectId: created.id, title: created.title });
        },
        onError: (error) => {
          // A spent quota creates nothing: the prompt stays, and the page says when the next request is possible.
          const retryAt = quotaRetryAt(error);
          if (retryAt) {
            toast.error(QUOTA_TITLE, {
              id: 'generator-quota',
              description: "Votre description est conservée ; aucun projet n'a été créé.",
            });
            setPhase({ state: 'error', message: quotaMessage(retryAt), retryAt });
            return;
          }
          const message =
            error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : 'Impossible de créer le projet';
          toast.error('Erreur', { description: message });
          setPhase({ state: 'error', message });
        },
      },
    );
  };

  const reset = () => {
    setPrompt('');
    setPhase({ state: 'input' });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Décrivez l'application à créer</h2>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">Connecté en tant que {user?.email}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/projects">
            <FolderKanban aria-hidden="true" />
            Mes Projets
          </Link>
        </Button>
      </div>

      <section aria-labelledby="templates-title" className="space-y-3">
        <h3 id="templates-title" className="font-semibold">
          Partir d'un modèle
        </h3>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {TEMPLATES.map((template) => (
            <button
              key={template.id}
              type="button"
              onClick={() => setPrompt(template.prompt)}
              disabled={phase.state === 'generating'}
              className={cn(
                'flex flex-col gap-2 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary/40 disabled:opacity-50',
                prompt === template.prompt && 'border-primary ring-1 ring-primary',
              )}
            >
              <template.icon className="size-5 text-primary" aria-hidden="true" />
              <span className="font-medium">{template.name}</span>
              <span className="text-sm text-muted-foreground">{template.description}</span>
            </button>
          ))}
        </div>
      </section>

      <Card className="space-y-4 p-5">
        <div className="space-y-2">
          <Label htmlFor="generator-prompt">Votre application</Label>
          <Textarea
            id="generator-prompt"
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            disabled={phase.state === 'generating'}
            placeholder="Par exemple : créer une application de recettes avec favoris et liste de courses…"
            className="min-h-36"
            aria-describedby="prompt-counter"
          />
          <p
            id="prompt-counter"
            className={cn('text-right text-xs', prompt.length > PROMPT_COUNTER_MAX ? 'text-warning' : 'text-muted-foreground')}
          >
            {prompt.length}/{PROMPT_COUNTER_MAX} caractères
          </p>
        </div>
        {derived ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <span className="text-muted-foreground">Lumi a compris :</span>
            <Badge variant="accent">{derived.title}</Badge>
            <Badge variant="secondary">{PROJECT_TYPE_LABELS[derived.projectType]}</Badge>
            <Badge variant="secondary">{FRAMEWORK_LABELS[derived.framework]}</Badge>
          </div>
        ) : null}
        <PhaseFooter phase={phase} canGenerate={prompt.trim() !== ''} onGenerate={generate} onReset={reset} />
      </Card>

      <section aria-labelledby="suggestions-title" className="space-y-3">
        <h3 id="suggestions-title" className="font-semibold">
          Besoin d'idées ?
        </h3>
        <div className="flex flex-wrap gap-2">
          {IDEA_SUGGESTIONS.map((idea) => (
            <button
              key={idea}
              type="button"
              onClick={() => setPrompt(idea)}
              disabled={phase.state === 'generating'}
              className="rounded-full border bg-background px-3 py-1.5 text-left text-sm text-muted-foreground hover:border-primary/40 hover:text-foreground"
            >
              {idea}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}

function PhaseFooter({
  phase,
  canGenerate,
  onGenerate,
  onReset,
}: {
  phase: Phase;
  canGenerate: boolean;
  onGenerate: () => void;
  onReset: () => void;
}) {
  if (phase.state === 'success') {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-lg bg-success/10 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Projet « {phase.title} » créé. Ouverture du studio…
        </p>
        <Button variant="outline" size="sm" onClick={onReset}>
          Nouvelle génération
        </Button>
      </div>
    );
  }
  if (phase.state === 'error') {
    return <ErrorFooter message={phase.message} retryAt={phase.retryAt ?? null} onGenerate={onGenerate} />;
  }
  const busy = phase.state === 'generating';
  return (
    <div className="flex justify-end">
      <Button variant="brand" size="lg" onClick={onGenerate} disabled={busy || !canGenerate}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {busy ? 'Création en cours...' : 'Générer le projet'}
      </Button>
    </div>
  );
}

/** A refused creation; after a spent quota, « Réessayer » only comes back at the time the message gives. */
function ErrorFooter({ message, retryAt, onGenerate }: { message: string; retryAt: Date | null; onGenerate: () => void }) {
  const canRetry = useTimePassed(retryAt);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg bg-destructive/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm font-medium text-destructive">
        <XCircle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {canRetry ? (
        <Button variant="outline" size="sm" onClick={onGenerate}>
          <RotateCcw aria-hidden="true" />
          Réessayer
        </Button>
      ) : null}
    </div>
  );
}
