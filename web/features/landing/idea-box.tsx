import { Loader2, Sparkles } from 'lucide-react';
import { forwardRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { buttonVariants } from '@/components/ui/button-variants';
import { useQuotaWait } from '@/lib/ai-quota';
import { useHydrated } from '@/lib/use-hydrated';
import { requestToaster } from '@/app/deferred-toaster';
import { useAuth } from '@/app/use-auth';

/** The box's actions and the Toaster, loaded once (on focus, or at the latest when the idea is sent). */
let actions: Promise<typeof import('./idea-actions')> | null = null;
function loadActions() {
  actions ??= Promise.all([import('./idea-actions'), requestToaster()]).then(([module]) => module);
  return actions;
}

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
  const [busy, setBusy] = useState(false);
  const quota = useQuotaWait();
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = idea.trim();
    const { askToSignIn, createProjectFromIdea, refuseEmptyIdea } = await loadActions();
    if (!text) {
      refuseEmptyIdea();
      return;
    }
    if (!user) {
      askToSignIn(text);
      navigate('/auth');
      return;
    }
    setBusy(true);
    const projectId = await createProjectFromIdea(text, quota.wait);
    if (projectId) navigate(`/dev-studio/${projectId}`);
    else setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mx-auto w-full max-w-3xl">
      <div className="rounded-2xl border bg-card p-3 shadow-lg shadow-primary/5 sm:p-4">
        <label htmlFor="idea" className="sr-only">
          Décrivez votre idée d'application
        </label>
        <textarea
          id="idea"
          ref={ref}
          value={idea}
          onChange={(e) => setIdea(e.target.value)}
          onFocus={() => void loadActions()}
          readOnly={!hydrated}
          placeholder="Décrivez votre idée d'application… par exemple : un carnet de voyage avec carte et photos"
          className="flex min-h-32 w-full resize-none rounded-lg bg-transparent px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        />
        <div className="flex flex-col gap-3 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">Un compte gratuit est nécessaire pour générer une application.</p>
          <button
            type="submit"
            className={buttonVariants({ variant: 'brand', size: 'lg' })}
            disabled={busy || idea.trim() === '' || quota.waiting}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {busy ? 'Création en cours...' : `Générer avec ${BRAND}`}
          </button>
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
