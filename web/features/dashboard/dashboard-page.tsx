import { FolderKanban, MessageSquare, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND, PRODUCT } from '@common/brand';
import { ROLE_LABELS } from '@common/roles-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth/use-auth';
import { formatDate } from '@/lib/format';

const quickActions = [
  { to: '/studio', icon: Plus, title: 'Nouveau projet', text: 'Décrivez une idée, le studio la construit.' },
  { to: '/projects', icon: FolderKanban, title: 'Mes projets', text: 'Retrouvez, triez et ouvrez vos projets.' },
  { to: `/${PRODUCT}-chat`, icon: MessageSquare, title: `Parler à ${BRAND}`, text: 'Posez une question à votre assistant.' },
];

export function DashboardPage() {
  const { user, roles } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <section className="flex flex-col gap-4 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">Bienvenue, {user.email}</h2>
          <p className="text-sm text-muted-foreground">Membre depuis le {formatDate(user.createdAt)}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {roles.roles.map((role) => (
              <Badge key={role} variant="accent">
                {ROLE_LABELS[role]}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/projects">Gérer les projets</Link>
          </Button>
          <Button asChild variant="brand">
            <Link to="/studio">
              <Plus aria-hidden="true" />
              Nouveau projet
            </Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          Actions rapides
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {quickActions.map((action) => (
            <Link key={action.to} to={action.to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
              <Card className="h-full transition-colors group-hover:border-primary/40">
                <CardHeader>
                  <action.icon className="size-5 text-primary" aria-hidden="true" />
                  <CardTitle className="text-base">{action.title}</CardTitle>
                  <CardDescription>{action.text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
