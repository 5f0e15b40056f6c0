import { Loader2, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BRAND } from '@common/brand';
import { FRAMEWORKS, PROJECT_TYPES, frameworkSchema, projectTypeSchema, type Framework, type ProjectType } from '@common/projects';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { quotaRetryAt, useQuotaWait } from '@/lib/ai-quota';
import { ApiRequestError } from '@/lib/api';
import { useCreateProject } from '@/lib/projects-api';
import { FRAMEWORK_LABELS, PROJECT_TYPE_LABELS } from '@/lib/project-options';

const EMPTY = { title: '', description: '', prompt: '', projectType: 'web' as ProjectType, framework: 'react' as Framework };

export function NewProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [form, setForm] = useState(EMPTY);
  const quota = useQuotaWait();
  const busy = createProject.isPending;
  const prompt = form.prompt.trim();
  // While the quota is spent, a project with a prompt would only be an empty one: an empty prompt still creates.
  const canSubmit = form.title.trim().length > 0 && !busy && !(prompt && quota.waiting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    createProject.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim() || undefined,
        projectType: form.projectType,
        framework: form.framework,
        // A prompt starts the first generation when the studio opens, as the landing idea does.
        ...(prompt ? { prompt, status: 'generating' as const, firstMessage: prompt } : {}),
      },
      {
        onSuccess: (project) => {
          toast.success('✅ Projet créé', { description: project.title });
          setForm(EMPTY);
          onOpenChange(false);
          navigate(`/dev-studio/${project.id}`);
        },
        onError: (error) => {
          const retryAt = quotaRetryAt(error);
          if (retryAt) return quota.wait(retryAt);
          toast.error('Erreur de création', {
            description:
              error instanceof ApiRequestError && error.status !== 500
                ? error.message
                : 'Impossible de créer le projet. Veuillez réessayer.',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="space-y-1">
          <DialogTitle>Nouveau Projet</DialogTitle>
          <DialogDescription>Donnez un nom à votre projet ; le reste est facultatif.</DialogDescription>
        </div>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="new-project-title">Nom du projet</Label>
            <Input
              id="new-project-title"
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              placeholder="Mon application"
              maxLength={200}
              required
              autoFocus
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-project-description">Description (facultative)</Label>
            <Textarea
              id="new-project-description"
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              className="min-h-16"
              maxLength={2000}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="new-project-type">Type</Label>
              <NativeSelect
                id="new-project-type"
                value={form.projectType}
                onChange={(e) => setForm({ ...form, projectType: projectTypeSchema.parse(e.target.value) })}
              >
                {PROJECT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PROJECT_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor="new-project-framework">Framework</Label>
              <NativeSelect
                id="new-project-framework"
                value={form.framework}
                onChange={(e) => setForm({ ...form, framework: frameworkSchema.parse(e.target.value) })}
              >
                {FRAMEWORKS.map((framework) => (
                  <option key={framework} value={framework}>
                    {FRAMEWORK_LABELS[framework]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-project-prompt">Ce que Lumi doit construire (facultatif)</Label>
            <Textarea
              id="new-project-prompt"
              value={form.prompt}
              onChange={(e) => setForm({ ...form, prompt: e.target.value })}
              placeholder="Décrivez l'application, ses pages, son style…"
              className="min-h-20"
            />
          </div>
          {quota.message && prompt ? (
            <p role="alert" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              {quota.message} Le projet n'a pas été créé ; votre texte est conservé. Sans texte pour {BRAND}, vous pouvez créer un projet
              vide.
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" variant="brand" disabled={!canSubmit}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              Créer le projet
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
