import { Loader2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  FRAMEWORKS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  frameworkSchema,
  projectStatusSchema,
  projectTypeSchema,
  type ProjectListItem,
  type UpdateProjectInput,
} from '@common/projects';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ApiRequestError } from '@/lib/api';
import { projectQuery, useUpdateProject } from '@/lib/projects-api';
import { FRAMEWORK_LABELS, PROJECT_TYPE_LABELS } from '@/lib/project-options';

const STATUS_OPTIONS: Record<(typeof PROJECT_STATUSES)[number], string> = {
  draft: 'Brouillon',
  generating: 'En génération',
  active: 'Actif',
  completed: 'Terminé',
  archived: 'Archivé',
};

type SettingsProps = { project: ProjectListItem; mode: 'rename' | 'settings'; onClose: () => void };

/**
 * 'rename' edits the name only; 'settings' edits the description, type, framework and status. The list sends a
 * long description cut: the whole one is read first, so saving never shortens it.
 */
export function ProjectSettingsDialog(props: SettingsProps) {
  const needsWhole = props.mode === 'settings' && props.project.isDescriptionCut;
  const whole = useQuery({ ...projectQuery(props.project.id), enabled: needsWhole });
  if (!needsWhole) return <SettingsForm {...props} />;
  if (whole.data) return <SettingsForm {...props} project={{ ...props.project, description: whole.data.project.description }} />;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogTitle>Réglages du projet</DialogTitle>
        <DialogDescription>
          {whole.isError ? 'Impossible de charger le projet. Veuillez réessayer.' : 'Chargement du projet…'}
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ project, mode, onClose }: SettingsProps) {
  const update = useUpdateProject();
  const [title, setTitle] = useState(project.title);
  const [description, setDescription] = useState(project.description ?? '');
  const [projectType, setProjectType] = useState(projectTypeSchema.catch('web').parse(project.projectType));
  const [framework, setFramework] = useState(frameworkSchema.catch('react').parse(project.framework));
  const [status, setStatus] = useState(projectStatusSchema.catch('draft').parse(project.status));
  const canSubmit = (mode === 'settings' || title.trim().length > 0) && !update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const changes: UpdateProjectInput =
      mode === 'rename' ? { title: title.trim() } : { description: description.trim() || null, projectType, framework, status };
    update.mutate(
      { id: project.id, changes },
      {
        onSuccess: () => {
          toast.success(mode === 'rename' ? 'Projet renommé' : 'Réglages enregistrés');
          onClose();
        },
        onError: (error) =>
          toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de modifier le projet' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <div className="space-y-1">
          <DialogTitle>{mode === 'rename' ? 'Renommer le projet' : 'Réglages du projet'}</DialogTitle>
          <DialogDescription className="truncate">{project.title}</DialogDescription>
        </div>
        <form onSubmit={submit} className="space-y-4">
          {mode === 'rename' ? (
            <div className="space-y-2">
              <Label htmlFor="project-title">Nom du projet</Label>
              <Input id="project-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required autoFocus />
            </div>
          ) : (
            <>
              <div className="space-y-2">
                <Label htmlFor="project-description">Description</Label>
                <Textarea
                  id="project-description"
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                  className="min-h-16"
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <div className="space-y-2">
                  <Label htmlFor="project-type">Type</Label>
                  <NativeSelect
                    id="project-type"
                    value={projectType}
                    onChange={(e) => setProjectType(projectTypeSchema.parse(e.target.value))}
                  >
                    {PROJECT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {PROJECT_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="space-y-2">
                  <Label htmlFor="project-framework">Framework</Label>
                  <NativeSelect
                    id="project-framework"
                    value={framework}
                    onChange={(e) => setFramework(frameworkSchema.parse(e.target.value))}
                  >
                    {FRAMEWORKS.map((value) => (
                      <option key={value} value={value}>
                        {FRAMEWORK_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="space-y-2">
                  <Label htmlFor="project-status">Statut</Label>
                  <NativeSelect id="project-status" value={status} onChange={(e) => setStatus(projectStatusSchema.parse(e.target.value))}>
                    {PROJECT_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {STATUS_OPTIONS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" variant="brand" disabled={!canSubmit}>
              {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Enregistrer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
