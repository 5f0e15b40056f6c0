import { useQuery } from '@tanstack/react-query';
import {
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  KeyRound,
  Loader2,
  MoreHorizontal,
  Search,
  ShieldCheck,
  UserCheck,
  UserX,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_ROLE_FILTERS, GRANTABLE_ROLES, type AdminUserRow } from '@common/admin';
import type { Role } from '@common/auth';
import { ROLE_LABELS } from '@common/roles-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { adminUsersQuery, useDebouncedValue, useSendPasswordReset, useSetUserRoles, useSuspendUser, useUnsuspendUser } from './admin-api';

type RoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
type GrantableRole = (typeof GRANTABLE_ROLES)[number];

const FILTER_LABELS: Record<RoleFilter, string> = {
  user: 'Utilisateur',
  premium: 'Premium',
  developer: 'Développeur',
  moderator: 'Modérateur',
  admin: 'Administrateur',
  super_admin: 'Super admin',
};
const ROLE_VARIANT: Record<Role, 'default' | 'warning' | 'accent' | 'secondary'> = {
  admin: 'default',
  premium: 'warning',
  developer: 'accent',
  user: 'secondary',
};
const ROLE_HINTS: Record<GrantableRole, string> = {
  premium: 'Limites de l’offre payante.',
  developer: 'Accès aux outils pour développeurs.',
  admin: 'Accès complet à cette console.',
};
const integer = new Intl.NumberFormat('fr-FR');
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const displayName = (user: Pick<AdminUserRow, 'fullName' | 'name' | 'email'>) => user.fullName || user.name || user.email;
const serverMessage = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);

export function RoleBadges({ roles, suspended }: { roles: Role[]; suspended: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant={ROLE_VARIANT[role]}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
      {suspended ? <Badge variant="destructive">Suspendu</Badge> : null}
    </span>
  );
}

export function UsersTab() {
  const [role, setRole] = useState<RoleFilter | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const users = useQuery(adminUsersQuery({ role: role || undefined, q: q || undefined, page }));
  const [dialog, setDialog] = useState<UserDialog>(null);
  const actions = useUserActions();
  const roleId = useId();
  const searchId = useId();

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">Utilisateurs</h3>
          <p className="text-sm text-muted-foreground">
            {data ? `${integer.format(data.total)} compte${data.total > 1 ? 's' : ''}` : 'Chargement…'}
          </p>
        </div>
        <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-[16rem_12rem]">
          <div className="space-y-1.5">
            <Label htmlFor={searchId}>Rechercher</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                placeholder="Email ou nom…"
                value={search}
                maxLength={200}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={roleId}>Rôle</Label>
            <NativeSelect
              id={roleId}
              value={role}
              onChange={(event) => {
                const value = ADMIN_ROLE_FILTERS.find((filter) => filter === event.target.value);
                setRole(value ?? '');
                setPage(1);
              }}
            >
              <option value="">Tous les rôles</option>
              {ADMIN_ROLE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {FILTER_LABELS[filter]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      {users.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>Impossible de charger les utilisateurs. {users.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !data ? (
        <Skeleton className="h-72 rounded-xl" />
      ) : data.users.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Users className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">Aucun utilisateur trouvé</p>
          {role || q ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setRole('');
                setSearch('');
                setPage(1);
              }}
            >
              Effacer les filtres
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <div
            className={`relative overflow-x-auto rounded-xl border bg-card transition-opacity ${users.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <table className="w-full min-w-[880px] text-sm">
              <caption className="sr-only">Utilisateurs et leurs chiffres</caption>
              <thead className="border-b bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Utilisateur
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Rôles
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Abonnement
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Projets
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Requêtes IA
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Dépenses
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Inscrit le
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {data.users.map((user) => (
                  <tr key={user.id} className="hover:bg-secondary/40">
                    <td className="max-w-64 px-3 py-2.5">
                      <span className="block truncate font-medium" title={displayName(user)}>
                        {displayName(user)}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground" title={user.email}>
                        {user.email}
                      </span>
                    </td>
                    <td className="px-3 py-2.5">
                      <RoleBadges roles={user.roles} suspended={user.suspended} />
                    </td>
                    <td className="px-3 py-2.5">
                      {user.subscriptionStatus === 'premium' ? (
                        <Badge variant="warning">Premium</Badge>
                      ) : (
                        <Badge variant="outline">Gratuit</Badge>
                      )}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{integer.format(user.projectsCount)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{integer.format(user.aiRequestsCount)}</td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">{euros.format(user.totalSpent)}</td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-muted-foreground">{formatDate(user.createdAt)}</td>
                    <td className="px-3 py-2.5 text-right">
                      <UserActionsMenu user={user} actions={actions} onDialog={setDialog} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages des utilisateurs" className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="outline" size="sm" onClick={() => setPage((current) => Math.max(1, current - 1))} disabled={page <= 1}>
              <ChevronLeft aria-hidden="true" />
              Précédent
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              Page {data.page} sur {pages}
            </span>
            <Button variant="outline" size="sm" onClick={() => setPage((current) => Math.min(pages, current + 1))} disabled={page >= pages}>
              Suivant
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}
      <UserActionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function UserActionsMenu({
  user,
  actions,
  onDialog,
}: {
  user: AdminUserRow;
  actions: UserActions;
  onDialog: (dialog: UserDialog) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions pour ${user.email}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={`/admin/users/${user.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir le profil
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDialog({ kind: 'roles', user })}>
          <ShieldCheck aria-hidden="true" />
          Rôles…
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.resetPassword(user)}>
          <KeyRound aria-hidden="true" />
          Réinitialiser le mot de passe
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {user.suspended ? (
          <DropdownMenuItem onSelect={() => actions.unsuspend(user)}>
            <UserCheck aria-hidden="true" />
            Réactiver
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem className="text-destructive" onSelect={() => onDialog({ kind: 'suspend', user })}>
            <UserX aria-hidden="true" />
            Suspendre
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// ---------------------------------------------------------------------------
// The actions, shared by the table and the user's page
// ---------------------------------------------------------------------------

export type UserDialog = { kind: 'roles' | 'suspend'; user: AdminUserRow } | null;
export type UserActions = ReturnType<typeof useUserActions>;

/** The one-click actions (no dialog): each answers with a toast carrying the server's message when it refuses. */
export function useUserActions() {
  const reset = useSendPasswordReset();
  const unsuspend = useUnsuspendUser();
  return {
    resetPassword: (user: AdminUserRow) =>
      reset.mutate(user.id, {
        onSuccess: () => toast.success('Email de réinitialisation envoyé', { description: user.email }),
        onError: (error) => toast.error("Impossible d'envoyer l'email de réinitialisation", { description: serverMessage(error) }),
      }),
    unsuspend: (user: AdminUserRow) =>
      unsuspend.mutate(user.id, {
        onSuccess: () => toast.success('Utilisateur réactivé', { description: user.email }),
        onError: (error) => toast.error("Impossible de réactiver l'utilisateur", { description: serverMessage(error) }),
      }),
    isResetting: reset.isPending,
    isUnsuspending: unsuspend.isPending,
  };
}

export function UserActionDialogs({ dialog, onClose }: { dialog: UserDialog; onClose: () => void }) {
  if (!dialog) return null;
  return dialog.kind === 'roles' ? (
    <RolesDialog key={dialog.user.id} user={dialog.user} onClose={onClose} />
  ) : (
    <SuspendDialog key={dialog.user.id} user={dialog.user} onClose={onClose} />
  );
}

function RolesDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [roles, setRoles] = useState<GrantableRole[]>(() => GRANTABLE_ROLES.filter((role) => user.roles.includes(role)));
  const save = useSetUserRoles();
  const toggle = (role: GrantableRole, checked: boolean) =>
    setRoles((current) => (checked ? [...current, role] : current.filter((value) => value !== role)));
  const submit = () =>
    save.mutate(
      { id: user.id, roles: GRANTABLE_ROLES.filter((role) => roles.includes(role)) },
      {
        onSuccess: () => {
          toast.success('Rôles mis à jour', { description: user.email });
          onClose();
        },
        onError: (error) => toast.error('Impossible de modifier les rôles', { description: serverMessage(error) }),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <div className="space-y-2 pr-6">
          <DialogTitle>Rôles de {displayName(user)}</DialogTitle>
          <DialogDescription>Sans rôle coché, le compte reste un simple utilisateur.</DialogDescription>
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="space-y-2">
            <legend className="sr-only">Rôles</legend>
            {GRANTABLE_ROLES.map((role) => (
              <label key={role} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 hover:bg-secondary/50">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  checked={roles.includes(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
                <span>
                  <span className="block text-sm font-medium">{ROLE_LABELS[role]}</span>
                  <span className="block text-xs text-muted-foreground">{ROLE_HINTS[role]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Enregistrer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SuspendDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const suspend = useSuspendUser();
  const reasonId = useId();
  const submit = () =>
    suspend.mutate(
      { id: user.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Utilisateur suspendu', { description: user.email });
          onClose();
        },
        onError: (error) => toast.error("Impossible de suspendre l'utilisateur", { description: serverMessage(error) }),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <div className="space-y-2 pr-6">
          <DialogTitle>Suspendre {displayName(user)}</DialogTitle>
          <DialogDescription>
            Ses sessions sont fermées tout de suite et la connexion lui est refusée. Ses applications publiées ne sont plus servies jusqu'à
            sa réactivation.
          </DialogDescription>
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={reasonId}>Raison (facultative)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Par exemple : contenus abusifs signalés"
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" variant="destructive" disabled={suspend.isPending}>
              {suspend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserX aria-hidden="true" />}
              Suspendre
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
