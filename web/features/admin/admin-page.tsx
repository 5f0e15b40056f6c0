import { Activity, BarChart3, Bot, FolderKanban, LifeBuoy, ScrollText, Settings, Shield, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TABS, adminTabSchema, type AdminTab } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/select';
import { AdminAccess } from './admin-access';
import { AiResponsesTab } from './ai-responses-tab';
import { AuditTab } from './audit-tab';
import { OverviewTab } from './overview-tab';
import { ProjectsTab } from './projects-tab';
import { SettingsTab } from './settings-tab';
import { SupportTab } from './support-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

const TABS: Record<AdminTab, { label: string; icon: LucideIcon; render: () => ReactNode }> = {
  dashboard: { label: "Vue d'ensemble", icon: BarChart3, render: () => <OverviewTab /> },
  'ai-responses': { label: 'Réponses IA', icon: Bot, render: () => <AiResponsesTab /> },
  users: { label: 'Utilisateurs', icon: Users, render: () => <UsersTab /> },
  projects: { label: 'Projets', icon: FolderKanban, render: () => <ProjectsTab /> },
  support: { label: 'Support', icon: LifeBuoy, render: () => <SupportTab /> },
  audit: { label: 'Audit', icon: ScrollText, render: () => <AuditTab /> },
  system: { label: 'Système', icon: Activity, render: () => <SystemTab /> },
  settings: { label: 'Paramètres', icon: Settings, render: () => <SettingsTab /> },
};

/** The tab lives in the URL (`/admin?tab=users`): it can be linked, and a reload keeps it. Unknown values show the overview. */
function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = adminTabSchema.safeParse(params.get('tab'));
  const tab = parsed.success ? parsed.data : 'dashboard';
  const select = (next: AdminTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });
  return [tab, select];
}

export function AdminPage() {
  return (
    <AdminAccess>
      <AdminConsole />
    </AdminAccess>
  );
}

function AdminConsole() {
  const [tab, setTab] = useAdminTab();
  const selectId = useId();

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white">
            <Shield className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-xl font-bold tracking-tight sm:text-2xl">Administration</h2>
            <p className="text-sm text-muted-foreground">Utilisateurs, projets, support et santé de la plateforme.</p>
          </div>
        </div>
        <Badge variant="destructive" className="gap-1.5">
          <Shield className="size-3.5" aria-hidden="true" />
          Super Admin
        </Badge>
      </header>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(adminTabSchema.catch('dashboard').parse(value))} className="space-y-6">
        {/* Phones: the eight sections in a select. Wider screens: a tab bar that scrolls inside itself when it must. */}
        <div className="sm:hidden">
          <label htmlFor={selectId} className="sr-only">
            Section de l'administration
          </label>
          <NativeSelect id={selectId} value={tab} onChange={(event) => setTab(adminTabSchema.catch('dashboard').parse(event.target.value))}>
            {ADMIN_TABS.map((value) => (
              <option key={value} value={value}>
                {TABS[value].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="hidden overflow-x-auto rounded-xl border bg-card p-1 sm:block">
          <Tabs.List aria-label="Sections de l'administration" className="flex w-max min-w-full gap-1">
            {ADMIN_TABS.map((value) => {
              const { label, icon: Icon } = TABS[value];
              return (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex flex-1 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        {ADMIN_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className="focus-visible:outline-none">
            {value === tab ? TABS[value].render() : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
