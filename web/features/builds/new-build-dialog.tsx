import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BUILD_PLATFORMS, type BuildPlatform } from '@common/builds';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { projectNamesQuery } from '@/lib/projects-api';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { projectVersionsQuery, useStartBuild } from '@/lib/builds-api';

export const PLATFORM_LABELS: Record<BuildPlatform, string> = {
  source: 'Code source (projet Vite, .zip)',
  web: 'Web (site installable, .zip)',
  android: 'Android (projet Android Studio)',
  ios: 'iOS (projet Xcode)',
};

/** « Nouveau build »: a project, one of its saved versions (the latest by default) and a platform. */
export function NewBuildDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const projects = useQuery({ ...projectNamesQuery, enabled: open });
  const [projectId, setProjectId] = useState('');
  const [version, setVersion] = useState('');
  const [platform, setPlatform] = useState<BuildPlatform>('source');
  const chosen = projectId || projects.data?.[0]?.id || '';
  const versions = useQuery({ ...projectVersionsQuery(chosen), enabled: open && chosen !== '' });
  const startBuild = useStartBuild();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || startBuild.isPending) return;
    startBuild.mutate(
      { projectId: chosen, platform, ...(version ? { versionNumber: Number(version) } : {}) },
      {
        onSuccess: (build) => {
          toast.success('Build en cours', {
            description: `${build.projectTitle ?? 'Projet'} · version ${build.versionNumber ?? '?'} · ${build.platform.toUpperCase()}`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error('Erreur', {
            description: error instanceof ApiRequestError ? error.message : 'Impossible de lancer le build. Veuillez réessayer.',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Nouveau build</DialogTitle>
        <DialogDescription>
          Choisissez le projet, sa version et la plateforme. Le build tourne sur le serveur : vous pouvez quitter la page.
        </DialogDescription>
        {projects.data && projects.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Vous n'avez pas encore de projet à construire.</p>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="build-project">Projet</Label>
              <NativeSelect
                id="build-project"
                value={chosen}
                onChange={(event) => {
                  setProjectId(event.target.value);
                  setVersion('');
                }}
                disabled={!projects.data}
              >
                {(projects.data ?? []).map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="build-version">Version</Label>
              <NativeSelect
                id="build-version"
                value={version}
                onChange={(event) => setVersion(event.target.value)}
                disabled={!versions.data}
              >
                <option value="">La dernière version enregistrée</option>
                {(versions.data ?? []).map((item) => (
                  <option key={item.number} value={item.number}>
                    Version {item.number} · {formatDateTime(item.createdAt)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium">Plateforme</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {BUILD_PLATFORMS.map((item) => (
                  <label
                    key={item}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary"
                  >
                    <input type="radio" name="platform" value={item} checked={platform === item} onChange={() => setPlatform(item)} />
                    <span className="min-w-0 flex-1">{PLATFORM_LABELS[item]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Annuler
              </Button>
              <Button type="submit" variant="brand" disabled={!chosen || startBuild.isPending}>
                {startBuild.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Lancer le build
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
