import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { passwordSchema } from '@common/auth';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-error-message';
import { PasswordInput } from './password-input';

/** Landing page of the reset link: better-auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(
    params.get('error') || !token ? 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.' : null,
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (password !== confirm) return setError('Les mots de passe ne correspondent pas');
    setBusy(true);
    const result = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (result.error) return setError(authErrorMessage(result.error));
    toast.success('Mot de passe modifié', { description: 'Vous pouvez vous connecter avec votre nouveau mot de passe.' });
    navigate('/auth', { replace: true });
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Logo className="mb-6" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold leading-tight">Nouveau mot de passe</h1>
          <CardDescription>Au moins 8 caractères ; ni un mot de passe courant, ni votre adresse email.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="new-password">Nouveau mot de passe</Label>
              <PasswordInput id="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="confirm-new-password">Confirmer le mot de passe</Label>
              <PasswordInput
                id="confirm-new-password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" variant="brand" className="w-full" disabled={busy || !token}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Enregistrer le mot de passe
            </Button>
          </form>
          <p className="mt-4 text-center text-sm">
            <Link to="/auth" className="font-medium text-primary hover:underline">
              Retour à la connexion
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
