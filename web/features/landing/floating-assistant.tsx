import { MessageSquare, Rocket, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/app/use-auth';

/**
 * On a phone the round button shares the screen with the idea box: it waits until the box has scrolled out of
 * view, or it would sit on the examples a person is about to tap (and lead back to that same box).
 */
function useCoversOnPhone(avoid: (() => Element | null | undefined) | undefined): boolean {
  const [covers, setCovers] = useState(() => Boolean(avoid) && window.matchMedia('(max-width: 639px)').matches);
  useEffect(() => {
    const element = avoid?.();
    if (!element) return;
    const phone = window.matchMedia('(max-width: 639px)');
    let inView = true;
    const update = () => setCovers(phone.matches && inView);
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? false;
      update();
    });
    observer.observe(element);
    phone.addEventListener('change', update);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', update);
    };
  }, [avoid]);
  return covers;
}

/** Bottom-right assistant entry; collapses to a round button and remembers nothing between visits. */
export function FloatingAssistant({ onStartProject, avoid }: { onStartProject?: () => void; avoid?: () => Element | null | undefined }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  // Open by default only where it cannot cover the idea box; a round button elsewhere.
  const [expanded, setExpanded] = useState(() => window.matchMedia('(min-width: 1536px)').matches);
  const hidden = useCoversOnPhone(avoid);

  if (!expanded) {
    if (hidden) return null;
    return (
      <button
        type="button"
        onClick={() => setExpanded(true)}
        className="bg-brand-gradient fixed bottom-4 right-4 z-40 grid size-12 place-items-center rounded-full text-white shadow-xl sm:bottom-5 sm:right-5 sm:size-14"
        aria-label={`Ouvrir l'assistant ${BRAND}`}
      >
        <Sparkles className="size-5 sm:size-6" aria-hidden="true" />
      </button>
    );
  }

  return (
    <aside
      aria-label={`Assistant ${BRAND}`}
      className="fixed bottom-5 right-5 z-40 w-64 max-w-[calc(100vw-2.5rem)] rounded-2xl border bg-card p-4 shadow-xl"
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
}
