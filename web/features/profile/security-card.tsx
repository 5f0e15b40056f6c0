import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, LogOut, Monitor, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { passwordSchema } from '@common/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/app/use-auth';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-error-message';
import { formatDateTime } from '@/lib/format';
import { describeDevice, isMobileDevice } from './describe-device';
import { sessionsQuery } from './profile-api';

export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sécurité</CardTitle>
        <CardDescription>Votre mot de passe et les appareils connectés à votre compte.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <ChangePasswordForm />
        <SessionList />
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm() {
  const ids = { current: useId(), next: useId(), confirm: useId(), error: useId() };
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const strong = passwordSchema.safeParse(values.next);
    const problem = !values.current
      ? 'Saisissez votre mot de passe actuel'
      : !strong.success
        ? (strong.error.issues[0]?.message ?? 'Mot de passe invalide')
        : values.next !== values.confirm
          ? 'Les mots de passe ne correspondent pas'
          : null;
    setError(problem);
    if (problem) return;
    setPending(true);
    const result = await authClient.changePassword({
      currentPassword: values.current,
      newPassword: values.next,
      revokeOtherSessions: true,
    });
    setPending(false);
    if (result.error) {
      setError(authErrorMessage(result.error));
      return;
    }
    setValues({ current: '', next: '', confirm: '' });
    toast.success('Mot de passe modifié', { description: 'Vos autres sessions ont été déconnectées.' });
    await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  };

  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids.current}-title`}>
      <h4 id={`${ids.current}-title`} className="text-sm font-semibold">
        Changer le mot de passe
      </h4>
      <div className="space-y-2">
        <Label htmlFor={ids.current}>Mot de passe actuel</Label>
        <Input id={ids.current} type="password" autoComplete="current-password" value={values.current} onChange={set('current')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.next}>Nouveau mot de passe</Label>
        <Input id={ids.next} type="password" autoComplete="new-password" value={values.next} onChange={set('next')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.confirm}>Confirmer le nouveau mot de passe</Label>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          aria-describedby={error ? ids.error : undefined}
        />
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">Vos autres sessions seront déconnectées.</p>
      <Button type="submit" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Modifier le mot de passe
      </Button>
    </form>
  );
}

function SessionList() {
  const sessions = useQuery(sessionsQuery);
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });

  const revoke = async (token: string) => {
    setBusy(token);
    const result = await authClient.revokeSession({ token });
    setBusy(null);
    if (result.error) toast.error('Erreur', { description: 'Impossible de déconnecter cette session.' });
    else toast.success('Session déconnectée');
    await refresh();
  };
  const revokeOthers = async () => {
    setBusy('others');
    const result = await authClient.revokeOtherSessions();
    setBusy(null);
    if (result.error) toast.error('Erreur', { description: 'Impossible de déconnecter les autres sessions.' });
    else toast.success('Autres sessions déconnectées');
    await refresh();
  };
  const handleSignOut = async () => {
    try {
      await signOut();
      toast.success('Déconnexion réussie', { description: 'À bientôt !' });
      navigate('/');
    } catch {
      toast.error('Erreur lors de la déconnexion', { description: 'Impossible de se déconnecter' });
    }
  };

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => session.token !== sessions.data?.currentToken);
  return (
    <div className="min-w-0 space-y-3">
      <h4 className="text-sm font-semibold">Sessions actives</h4>
      {sessions.isPending ? (
        <Skeleton className="h-32 rounded-lg" />
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
          <span>Impossible de charger les sessions.</span>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Sessions actives">
          {list.map((session) => {
            const isCurrent = session.token === sessions.data.currentToken;
            const Icon = isMobileDevice(session.userAgent) ? Smartphone : Monitor;
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
                <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {describeDevice(session.userAgent)}
                    {isCurrent ? <Badge variant="success">Cet appareil</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {session.ipAddress ? <span className="mr-2 inline-block">IP {session.ipAddress}</span> : null}
                    <span className="inline-block">Dernière activité : {formatDateTime(session.updatedAt)}</span>
                  </p>
                </div>
                {isCurrent ? null : (
                  <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void revoke(session.token)}>
                    {busy === session.token ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    Déconnecter
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {others.length > 0 ? (
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void revokeOthers()}>
            {busy === 'others' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Déconnecter les autres
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      </div>
    </div>
  );
}
