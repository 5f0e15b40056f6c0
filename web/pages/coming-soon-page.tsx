import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Honest placeholder for a section that a later issue builds: it says so instead of faking content. */
export function ComingSoonPage({ what }: { what: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      <Construction className="size-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{what} arrive bientôt</h2>
      <p className="text-sm text-muted-foreground">Cette section est en cours de construction. Elle sera disponible dans une prochaine version.</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">Retour au tableau de bord</Link>
      </Button>
    </div>
  );
}
