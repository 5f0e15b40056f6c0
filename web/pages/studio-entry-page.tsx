import { Sparkles } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { readNewProjectData } from '@/features/auth/pending-idea';

/**
 * /dev-studio without a project: shows the idea handed over from the landing page, otherwise
 * sends the user to the project list (the spec's redirect). The studio itself comes with issue #6.
 */
export function StudioEntryPage() {
  const pending = readNewProjectData();
  if (!pending) return <Navigate to="/projects" replace />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 rounded-2xl border bg-card p-6">
      <div className="flex items-center gap-2 text-primary">
        <Sparkles className="size-5" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Votre idée est prête</h2>
      </div>
      <p className="font-medium">{pending.title}</p>
      <p className="text-sm text-muted-foreground">
        Le studio de génération arrive bientôt : votre idée est gardée dans cet onglet et servira à créer votre projet.
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/dashboard">Aller au tableau de bord</Link>
      </Button>
    </div>
  );
}
