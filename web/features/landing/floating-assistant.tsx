import { MessageSquare, Rocket, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clsx } from 'clsx';
import { BRAND, PRODUCT } from '@common/brand';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/app/use-auth';

/**
 * On a phone the round button shares the screen with the idea box: it waits until the box has scrolled out of
 * view, or it would sit on the examples a person is about to tap (and lead back to that same box). Whether the
 * screen is a phone is left to CSS (`max-sm:`), so the prerendered page (web/prerender.tsx) and its hydration agree.
 */
function useAvoidedInView(avoid: (() => Element | null | undefined) | undefined): boolean {
  // At load the idea box is at the top of the page, in view.
  const [inView, setInView] = useState(Boolean(avoid));
  useEffect(() => {
    const element = avoid?.();
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [avoid]);
  return inView;
}

/** Bottom-right assistant entry; collapses to a round button and remembers nothing between visits. */
export function FloatingAssistant({ onStartProject, avoid }: { onStartProject?: () => void; avoid?: () => Element | null | undefined }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  // Until a click, open only where it cannot cover the idea box (2xl), a round button elsewhere: decided by CSS,
  // since the prerendered HTML cannot know the screen's width.
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const hiddenOnPhone = useAvoidedInView(avoid);

  const roundButton = (
    <button
      type="button"
      onClick={() => setExpanded(true)}
      className={clsx(
        'bg-brand-gradient fixed bottom-4 right-4 z-40 grid size-12 place-items-center rounded-full text-white shadow-xl sm:bottom-5 sm:right-5 sm:size-14',
        hiddenOnPhone && 'max-sm:hidden',
        expanded === null && '2xl:hidden',
      )}
      aria-label={`Ouvrir l'assistant ${BRAND}`}
    >
      <Sparkles className="size-5 sm:size-6" aria-hidden="true" />
    </button>
  );
  if (expanded === false) return roundButton;

  const panel = (
    <aside
      aria-label={`Assistant ${BRAND}`}
      className={clsx(
        'fixed bottom-5 right-5 z-40 w-64 max-w-[calc(100vw-2.5rem)] rounded-2xl border bg-card p-4 shadow-xl',
        expanded === null && 'hidden 2xl:block',
      )}
    >
      <div className="mb-3 flex items-start gap-3">
        <span className="bg-brand-gradient grid size-9 shrink-0 place-items-center rounded-full text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Assistant {BRAND}</p>
          <p className="text-xs text-muted-foreground">Une question, une idée ? Je vous aide.</p>
        </div>
        <button
          type="button"
          onClick={() => setExpanded(false)}
          className="rounded-md p-1 text-muted-foreground hover:bg-secondary"
          aria-label="Réduire l'assistant"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: 'brand' })}
          onClick={() => navigate(user ? `/${PRODUCT}-chat` : '/auth')}
        >
          <MessageSquare aria-hidden="true" />
          Parler à {BRAND}
        </button>
        {onStartProject ? (
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onStartProject}>
            <Rocket aria-hidden="true" />
            Commencer un projet
          </button>
        ) : null}
      </div>
    </aside>
  );
  if (expanded) return panel;
  return (
    <>
      {roundButton}
      {panel}
    </>
  );
}
