import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Download, ExternalLink, GitBranch, Loader2, Plus, Unlink, Upload, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GithubStatus, ProjectGithub } from '@common/github';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDateTime } from '@/lib/format';
import { CreateRepoDialog } from './create-repo-dialog';
import { projectGithubQuery, useGithubStatus } from '@/lib/github-api';
import { PullConflictDialog } from './pull-conflict-dialog';
import { UnlinkRepoDialog } from './unlink-repo-dialog';
import { useGithubSync, type GithubSyncOptions } from './use-github-sync';

interface GithubMenuProps extends GithubSyncOptions {
  projectTitle: string;
  projectDescription: string | null;
  /** A generation is writing the files: nothing is sent or taken meanwhile. */
  disabled: boolean;
}

/** The studio's « GitHub » menu: the project's repository, and pushing to it or pulling from it. */
export function GithubMenu({ projectTitle, projectDescription, disabled, ...sync }: GithubMenuProps) {
  // Read when the menu is first opened, not with the studio (whose first seconds go to the preview).
  const [wanted, setWanted] = useState(false);
  const [creating, setCreating] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const status = useGithubStatus({ enabled: wanted });
  const linked = status.data?.connection?.active === true;
  const project = useQuery({ ...projectGithubQuery(sync.projectId), enabled: wanted && linked });
  const actions = useGithubSync(sync);
  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && setWanted(true)}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={disabled} aria-label="GitHub">
            {actions.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GitBranch aria-hidden="true" />}
            <span className="hidden md:inline">GitHub</span>
            <ChevronDown className="hidden md:block" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
          <MenuBody
            status={status.data}
            project={project.data}
            loading={status.isPending || (linked && project.isPending)}
            failed={status.isError || project.isError}
            busy={actions.busy}
            onCreate={() => setCreating(true)}
            onPush={() => void actions.push()}
            onPull={() => actions.pull()}
            onUnlink={() => setUnlinking(true)}
          />
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateRepoDialog
        projectId={sync.projectId}
        projectTitle={projectTitle}
        projectDescription={projectDescription}
        open={creating}
        onOpenChange={setCreating}
        beforeCreate={sync.saveFirst}
      />
      {project.data?.repo ? (
        <UnlinkRepoDialog projectId={sync.projectId} fullName={project.data.repo.fullName} open={unlinking} onOpenChange={setUnlinking} />
      ) : null}
      <PullConflictDialog
        conflict={actions.conflict}
        pending={actions.busy}
        onResolve={actions.resolve}
        onCancel={actions.dismissConflict}
      />
    </>
  );
}

interface MenuBodyProps {
  status: GithubStatus | undefined;
  project: ProjectGithub | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onCreate: () => void;
  onPush: () => void;
  onPull: () => void;
  onUnlink: () => void;
}

function MenuBody({ status, project, loading, failed, busy, onCreate, onPush, onPull, onUnlink }: MenuBodyProps) {
  const navigate = useNavigate();
  if (failed) return <Note>Impossible de lire l'état GitHub de ce projet. Réessayez dans un instant.</Note>;
  if (loading || !status) {
    return (
      <Note>
        <Loader2 className="mr-2 inline size-4 animate-spin" aria-hidden="true" />
        Chargement…
      </Note>
    );
  }
  const toProfile = (
    <DropdownMenuItem onSelect={() => void navigate('/profile')}>
      <UserRound aria-hidden="true" />
      {status.configured
        ? status.connection
          ? 'Reconnecter GitHub dans Mon Profil'
          : 'Connecter GitHub dans Mon Profil'
        : 'Voir Mon Profil'}
    </DropdownMenuItem>
  );
  if (!status.configured) return <WithAction note="La liaison GitHub n'est pas activée sur ce serveur." action={toProfile} />;
  if (!status.connection)
    return <WithAction note="GitHub non connecté : liez votre compte pour créer un dépôt et synchroniser ce projet." action={toProfile} />;
  if (!status.connection.active)
    return <WithAction note="GitHub refuse l'accès de Lumi (autorisation révoquée sur github.com)." action={toProfile} />;
  if (!project?.repo) {
    return (
      <>
        <DropdownMenuLabel>Ce projet n'a pas encore de dépôt GitHub.</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onCreate}>
          <Plus aria-hidden="true" />
          Créer un dépôt…
        </DropdownMenuItem>
      </>
    );
  }
  const { repo, currentVersion } = project;
  const upToDate = repo.lastPushedVersion === currentVersion;
  return (
    <>
      <DropdownMenuItem asChild>
        <a href={repo.htmlUrl} target="_blank" rel="noopener noreferrer" title={repo.fullName} className="font-medium">
          <ExternalLink aria-hidden="true" />
          <span className="min-w-0 truncate">{repo.fullName}</span>
        </a>
      </DropdownMenuItem>
      <div className="space-y-0.5 px-2 pb-1.5 text-xs text-muted-foreground" role="status">
        <p>
          Branche <span className="font-mono text-foreground">{repo.branch}</span>
        </p>
        <p>
          {upToDate
            ? 'À jour'
            : repo.lastPushedVersion !== null
              ? `Version ${repo.lastPushedVersion} poussée · version ${currentVersion} dans Lumi`
              : `Synchronisé le ${formatDateTime(repo.lastSyncedAt)}`}
        </p>
      </div>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={busy} onSelect={onPush}>
        <Upload aria-hidden="true" />
        Pousser
      </DropdownMenuItem>
      <DropdownMenuItem disabled={busy} onSelect={onPull}>
        <Download aria-hidden="true" />
        Récupérer depuis GitHub
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={busy} onSelect={onUnlink}>
        <Unlink aria-hidden="true" />
        Délier le dépôt…
      </DropdownMenuItem>
    </>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return <p className="px-2 py-2 text-sm text-muted-foreground">{children}</p>;
}

function WithAction({ note, action }: { note: string; action: React.ReactNode }) {
  return (
    <>
      <Note>{note}</Note>
      <DropdownMenuSeparator />
      {action}
    </>
  );
}
