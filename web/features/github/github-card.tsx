import { AlertTriangle, FolderInput, GitBranch, Loader2, LogOut, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { GithubStatus } from '@common/github';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { startGithubConnect, useGithubStatus } from '@/lib/github-api';
import { DisconnectGithubDialog } from './disconnect-github-dialog';
import { ImportRepoDialog } from './import-repo-dialog';

const SCOPE_LABELS: Record<string, string> = {
  repo: 'accès aux dépôts privés et publics',
  public_repo: 'dépôts publics seulement',
};

/** « Mon Profil »'s GitHub section: link the account, import a repository, or unlink. */
export function GithubCard() {
  const status = useGithubStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GitBranch className="size-5 text-muted-foreground" aria-hidden="true" />
          GitHub
        </CardTitle>
        <CardDescription>
          Créez un dépôt pour un projet, poussez vos versions et récupérez les changements faits sur GitHub.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-20 rounded-lg" aria-label="Chargement de la connexion GitHub" />
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted-foreground">Impossible de charger la connexion GitHub.</span>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <GithubCardBody status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}

function GithubCardBody({ status }: { status: GithubStatus }) {
  if (!status.configured) return <NotConfigured />;
  if (!status.connection) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">Votre compte n'est pas encore lié à GitHub.</p>
        <ConnectButton label="Connecter GitHub" />
      </div>
    );
  }
  return <Connected status={status} connection={status.connection} />;
}

function NotConfigured() {
  const callback = `${window.location.origin}/api/github/callback`;
  return (
    <div className="space-y-2 rounded-lg border border-dashed p-4 text-sm">
      <p className="font-medium">Ce serveur n'a pas d'application OAuth GitHub : la liaison avec GitHub n'est pas disponible.</p>
      <p className="text-muted-foreground">
        Pour l'activer, l'administrateur définit <Code>GITHUB_LINK_CLIENT_ID</Code> et <Code>GITHUB_LINK_CLIENT_SECRET</Code> (ou, à défaut,{' '}
        <Code>GITHUB_CLIENT_ID</Code> et <Code>GITHUB_CLIENT_SECRET</Code> de la connexion avec GitHub), avec l'URL de rappel{' '}
        <Code>{callback}</Code>. Voir le README.
      </p>
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-secondary [overflow-wrap:anywhere] px-1 py-0.5 font-mono text-xs text-foreground">{children}</code>;
}

function ConnectButton({ label, icon = <GitBranch aria-hidden="true" /> }: { label: string; icon?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      await startGithubConnect();
      // The browser is leaving for GitHub: the button stays busy until then.
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) toast.error('Vous devez être connecté pour lier GitHub');
      else
        toast.error('Impossible de se connecter à GitHub', { description: error instanceof ApiRequestError ? error.message : undefined });
    }
  };
  return (
    <Button disabled={busy} onClick={() => void connect()}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
      {label}
    </Button>
  );
}

function Connected({ status, connection }: { status: GithubStatus; connection: NonNullable<GithubStatus['connection']> }) {
  const [importing, setImporting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const profileUrl = `${status.webUrl.replace(/\/+$/, '')}/${connection.username}`;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <GithubAvatar url={connection.avatarUrl} username={connection.username} />
        <div className="min-w-0 space-y-0.5 text-sm">
          <a href={profileUrl} target="_blank" rel="noopener noreferrer" className="block truncate font-semibold hover:underline">
            @{connection.username}
          </a>
          <p className="text-muted-foreground">Connecté le {formatDate(connection.connectedAt)}</p>
          <p className="text-muted-foreground">Autorisation : {SCOPE_LABELS[status.scope] ?? status.scope}</p>
        </div>
      </div>
      {connection.active ? null : (
        <div role="alert" className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <p>
            GitHub refuse désormais l'accès de Lumi (l'autorisation a sans doute été révoquée sur github.com). Reconnectez GitHub pour
            continuer à synchroniser vos projets.
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {connection.active ? (
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FolderInput aria-hidden="true" />
            Importer un dépôt
          </Button>
        ) : (
          <ConnectButton label="Reconnecter GitHub" icon={<RefreshCw aria-hidden="true" />} />
        )}
        <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setDisconnecting(true)}>
          <LogOut aria-hidden="true" />
          Déconnecter
        </Button>
      </div>
      <ImportRepoDialog open={importing} onOpenChange={setImporting} />
      <DisconnectGithubDialog username={connection.username} open={disconnecting} onOpenChange={setDisconnecting} />
    </div>
  );
}

/** GitHub's avatar where the page's image policy allows it (https), the initial otherwise. */
function GithubAvatar({ url, username }: { url: string | null; username: string }) {
  if (url?.startsWith('https://')) return <img src={url} alt="" className="size-12 shrink-0 rounded-full border object-cover" />;
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-full border bg-secondary text-lg font-semibold uppercase"
    >
      {username.slice(0, 1)}
    </span>
  );
}
