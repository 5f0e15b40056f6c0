import { Loader2, Sparkles } from 'lucide-react';
import { forwardRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BRAND, SUPPORT_EMAIL } from '@common/brand';
import { LANDING_DESCRIPTION_LENGTH, LANDING_TITLE_LENGTH, truncateWithEllipsis } from '@common/derive-project';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { savePendingIdea } from '@/lib/pending-idea';
import { useCreateProject } from '@/lib/projects-api';
import { QUOTA_TITLE, quotaRetryAt, useQuotaWait } from '@/lib/ai-quota';
import { ApiRequestError } from '@/lib/api';
import { useAuth } from '@/app/use-auth';

export const IDEA_EXAMPLES = [
  'Une application de recettes avec favoris et liste de courses',
  'Un réseau social pour les passionnés de photographie',
  'Un site e-commerce pour les artisans locaux',
  'Un suivi de fitness avec des défis entre amis',
];

export const IdeaBox = forwardRef<HTMLTextAreaElement>(function IdeaBox(_props, ref) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [idea, setIdea] = useState('');
  const createProject = useCreateProject();
  const quota = useQuotaWait();
  const busy = createProject.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = idea.trim();
    if (!text) {
      toast.error('Idée requise', { description: "Veuillez décrire votre idée d'application avant de générer" });
      return;
    }
    if (!user) {
      savePendingIdea(text);
      toast.error('Authentification requise', { description: 'Vous devez être connecté pour générer une application' });
      navigate('/auth');
      return;
    }
    createProject.mutate(
      {
        title: truncateWithEllipsis(text, LANDING_TITLE_LENGTH),
        description: truncateWithEllipsis(text, LANDING_DESCRIPTION_LENGTH),
        prompt: text,
        projectType: 'web',
        framework: 'react',
        status: 'generating',
        firstMessage: text,
      },
      {
        onSuccess: (project) => {
          toast.success('🚀 Projet créé !', { description: 'Ouverture du studio…' });
          navigate(`/dev-studio/${project.id}`);
        },
        onError: (error) => {
          // The spent quota creates nothing: the idea stays in the box and the page says when to send it.
          const retryAt = quotaRetryAt(error);
          if (retryAt) {
            quota.wait(retryAt);
            toast.error(QUOTA_TITLE, { id: 'idea-quota', description: "Votre idée est conservée ; aucun projet n'a été créé." });
            return;
          }
          toast.error('Erreur', {
            description:
              error instanceof ApiRequestError && error.status > 0 && error.status < 500
                ? error.message
                : `Erreur lors de la création du projet. Contactez ${SUPPORT_EMAIL}`,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="mx-auto w-full max-w-3xl">
      <div className="rounded-2xl border bg-card p-3 shadow-lg shadow-primary/5 sm:p-4">
        <label htmlFor="idea" className="sr-only">
          Décrivez votre idée d'application
        </label>
        <Textarea
          id="idea"
          ref={ref}
          value={idea}
          onChange={(e) => setIdea(e.target.value)}
          placeholder="Décrivez votre idée d'application… par exemple : un carnet de voyage avec carte et photos"
          className="min-h-32 resize-none border-0 bg-transparent text-base shadow-none focus-visible:outline-none"
        />
        <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">Un compte gratuit est nécessaire pour générer une application.</p>
          <Button type="submit" variant="brand" size="lg" disabled={busy || idea.trim() === '' || quota.waiting}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {busy ? 'Création en cours...' : `Générer avec ${BRAND}`}
          </Button>
        </div>
        {quota.message ? (
          <p role="alert" className="mt-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            {quota.message} Votre idée est conservée ; aucun projet n'a été créé.
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Exemples d'idées">
        {IDEA_EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => setIdea(example)}
            className="rounded-full border bg-background px-3 py-1.5 text-left text-xs text-muted-foreground transition-colors hover:border-primary/40 hover:text-foreground sm:text-sm"
          >
            {example}
          </button>
        ))}
      </div>
    </form>
  );
});
