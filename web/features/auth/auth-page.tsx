import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { CanonicalLink } from '@/components/canonical-link';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { authErrorMessage } from '@/lib/auth-error-message';
import { GoogleIcon } from './google-icon';
import { PasswordInput } from './password-input';
import { DEFAULT_META, PUBLIC_PAGE_META, usePageMeta } from '@/components/page-meta';
import { useAuth } from '@/app/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { loadAuthActions } from './load-auth-actions';
import { useProviders } from './use-providers';
import { useSignInOutcome } from './use-sign-in-outcome';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

const titles: Record<Mode, { title: string; description: string; submit: string }> = {
  'sign-in': { title: 'Connexion', description: `Connectez-vous pour créer avec ${BRAND}.`, submit: 'Se connecter' },
  'sign-up': { title: 'Créer un compte', description: 'Quelques secondes suffisent pour commencer.', submit: "S'inscrire" },
  forgot: {
    title: 'Mot de passe oublié',
    description: 'Indiquez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
  },
};

/**
 * better-auth's client, loaded when the form is used rather than with the page: the page is prerendered and
 * paints before any JavaScript, and the client is not needed to read it (issue #20).
 */
const loadAuthClient = () => import('@/lib/auth-client').then((module) => module.authClient);

const UNREACHABLE = 'Le serveur est injoignable : vérifiez votre connexion, puis réessayez.';

const isPasswordRefusal = (code: string | undefined) =>
  code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_CONTAINS_EMAIL' || code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG';

/** ?mode=forgot is the link of the « vous avez déjà un compte » mail. */
function initialMode(mode: string | null): Mode {
  return mode === 'sign-up' || mode === 'forgot' ? mode : 'sign-in';
}

export function AuthPage() {
  usePageMeta(PUBLIC_PAGE_META['/auth'] ?? DEFAULT_META);
  useSignInOutcome();
  const { refresh } = useAuth();
  const providers = useProviders();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(initialMode(searchParams.get('mode')));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const text = titles[mode];

  const switchMode = (next: Mode) => {
    setMode(next);
    setFieldError(null);
    setConfirmPassword('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setBusy(true);
    try {
      if (mode === 'sign-up') await signUp();
      else if (mode === 'sign-in') await signIn();
      else await requestReset();
    } catch {
      // The page's code that comes on first use did not load (the network): nothing was sent, the fields stay.
      setFieldError(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    const { credentialsSchema, toast } = await loadAuthActions();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.email(parsed.data);
    if (error) return void toast.error('Erreur', { description: authErrorMessage(error) });
    toast.success('Connexion réussie !', { id: 'signed-in' });
    await refresh();
  };

  const signUp = async () => {
    const { signUpSchema, toast } = await loadAuthActions();
    const parsed = signUpSchema.safeParse({ email, password, confirmPassword });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signUp.email({
      email: parsed.data.email,
      password: parsed.data.password,
      name: parsed.data.email.split('@')[0] ?? '',
    });
    // A refused password is said under the form, next to the field to change.
    if (error && isPasswordRefusal(error.code)) return setFieldError(authErrorMessage(error));
    if (error) return void toast.error('Erreur', { description: authErrorMessage(error) });
    if (!data.token) {
      toast.success('Inscription réussie !', { description: 'Vérifiez votre email pour confirmer votre compte.' });
      switchMode('sign-in');
      return;
    }
    toast.success('Inscription réussie !', { id: 'signed-in', description: `Bienvenue sur ${BRAND} !` });
    await refresh();
  };

  const requestReset = async () => {
    const { credentialsSchema, toast } = await loadAuthActions();
    const parsed = credentialsSchema.shape.email.safeParse(email);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    const authClient = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });
    if (error) return void toast.error('Erreur', { description: authErrorMessage(error) });
    toast.success('Email envoyé', { description: 'Si un compte existe pour cette adresse, vous recevrez un lien de réinitialisation.' });
    switchMode('sign-in');
  };

  const signInWithProvider = async (provider: 'google' | 'github') => {
    const loaded = await loadAuthActions().catch(() => null);
    if (!loaded) return setFieldError(UNREACHABLE);
    const { toast } = loaded;
    if (!providers?.[provider]) {
      toast.error("Erreur d'authentification", {
        description:
          provider === 'google'
            ? "Google Auth n'est pas activé. Renseignez GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET dans la configuration du serveur."
            : "GitHub n'est pas activé sur ce serveur.",
      });
      return;
    }
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL: `${window.location.origin}/auth`,
      errorCallbackURL: `${window.location.origin}/auth`,
    });
    if (error) {
      toast.error("Erreur d'authentification", {
        description: provider === 'google' ? 'Erreur lors de la connexion avec Google' : 'Impossible de se connecter à GitHub',
      });
    }
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <CanonicalLink />
      <Logo className="mb-6" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold leading-tight">{text.title}</h1>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <form
            onSubmit={(e) => void submit(e)}
            onFocus={() => void Promise.all([loadAuthClient(), loadAuthActions()]).catch(() => {})}
            className="space-y-4"
            noValidate
          >
            <div className="space-y-2">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                required
                readOnly={!hydrated}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="vous@exemple.fr"
              />
            </div>
            {mode !== 'forgot' ? (
              <div className="space-y-2">
                <div className="flex items-center justify-between">
                  <Label htmlFor="password">Mot de passe</Label>
                  {mode === 'sign-in' ? (
                    <button
                      type="button"
                      disabled={!hydrated}
                      className="text-xs font-medium text-primary hover:underline"
                      onClick={() => switchMode('forgot')}
                    >
                      Mot de passe oublié ?
                    </button>
                  ) : null}
                </div>
                <PasswordInput
                  id="password"
                  autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
                  required
                  readOnly={!hydrated}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                {mode === 'sign-up' ? (
                  <p className="text-xs text-muted-foreground">
                    Au moins 8 caractères ; ni un mot de passe courant, ni votre adresse email.
                  </p>
                ) : null}
              </div>
            ) : null}
            {mode === 'sign-up' ? (
              <div className="space-y-2">
                <Label htmlFor="confirm-password">Confirmer le mot de passe</Label>
                <PasswordInput
                  id="confirm-password"
                  autoComplete="new-password"
                  required
                  value={confirmPassword}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                />
              </div>
            ) : null}
            {fieldError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {fieldError}
              </p>
            ) : null}
            <Button type="submit" variant="brand" className="w-full" disabled={busy || !hydrated}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {text.submit}
            </Button>
          </form>

          {mode !== 'forgot' ? (
            <>
              <div className="flex items-center gap-3 text-xs text-muted-foreground">
                <span className="h-px flex-1 bg-border" />
                ou
                <span className="h-px flex-1 bg-border" />
              </div>
              <div className="grid gap-2">
                <Button type="button" variant="outline" onClick={() => void signInWithProvider('google')}>
                  <GoogleIcon />
                  Continuer avec Google
                </Button>
                {providers?.github ? (
                  <Button type="button" variant="outline" onClick={() => void signInWithProvider('github')}>
                    Continuer avec GitHub
                  </Button>
                ) : null}
              </div>
            </>
          ) : null}

          <p className="text-center text-sm text-muted-foreground">
            {mode === 'sign-in' ? (
              <>
                Pas encore de compte ?{' '}
                <button
                  type="button"
                  disabled={!hydrated}
                  className="font-medium text-primary hover:underline"
                  onClick={() => switchMode('sign-up')}
                >
                  Créer un compte
                </button>
              </>
            ) : (
              <>
                Déjà un compte ?{' '}
                <button
                  type="button"
                  disabled={!hydrated}
                  className="font-medium text-primary hover:underline"
                  onClick={() => switchMode('sign-in')}
                >
                  Se connecter
                </button>
              </>
            )}
          </p>
        </CardContent>
      </Card>
      <Link to="/" className="mt-6 text-sm text-muted-foreground hover:text-foreground">
        ← Retour à l'accueil
      </Link>
    </main>
  );
}
