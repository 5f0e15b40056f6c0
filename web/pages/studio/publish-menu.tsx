import { ChevronDown, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BUILD_PLATFORMS, type BuildPlatform } from '@common/builds';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useStartBuild } from '@/lib/builds-api';
import { PLATFORM_LABELS } from '@/features/builds/new-build-dialog';
import { PublishDialog } from '@/features/builds/publish-dialog';
import { ApiRequestError } from '@/lib/api';
import type { ProjectStudio } from '@/features/studio/use-project-studio';

/** The studio's « Publier » menu: publish on the web, or start a build of the saved version for one platform. */
export function PublishMenu({ studio }: { studio: ProjectStudio }) {
  const [publishing, setPublishing] = useState(false);
  const startBuild = useStartBuild();
  const navigate = useNavigate();
  const saveFirst = async () => !studio.dirty || (await studio.save());
  const build = async (platform: BuildPlatform) => {
    if (!(await saveFirst())) return;
    startBuild.mutate(
      { projectId: studio.project.id, platform },
      {
        onSuccess: (started) =>
          toast.success('Build en cours', {
            description: `Version ${started.versionNumber ?? '?'} · ${started.platform.toUpperCase()}`,
            action: { label: 'Voir les builds', onClick: () => void navigate('/builds') },
          }),
        onError: (error) =>
          toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de lancer le build.' }),
      },
    );
  };
  const empty = Object.keys(studio.files).length === 0;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={empty || studio.generating} aria-label="Publier ou construire">
            <Rocket aria-hidden="true" />
            <span className="hidden md:inline">Publier</span>
            <ChevronDown className="hidden md:block" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem onSelect={() => setPublishing(true)}>
            <Rocket aria-hidden="true" />
            Publier sur le web…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Construire</DropdownMenuLabel>
          {BUILD_PLATFORMS.map((platform) => (
            <DropdownMenuItem key={platform} disabled={startBuild.isPending} onSelect={() => void build(platform)}>
              {PLATFORM_LABELS[platform]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <PublishDialog
        projectId={studio.project.id}
        projectTitle={studio.project.title}
        open={publishing}
        onOpenChange={setPublishing}
        beforePublish={saveFirst}
        onFix={(request) => void studio.send(request)}
      />
    </>
  );
}
