import { AlertTriangle, Check, Copy, ExternalLink, Globe, Loader2, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BRAND } from '@common/brand';
import { publishSlugSchema } from '@common/publishing';
import { slugify } from '@common/slug';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { usePublication, usePublish, useUnpublish } from './publication-api';

interface Finding {
  path: string;
  message: string;
}

/** What « Corriger avec Lumi » asks the assistant: every finding with its file and line. */
const fixRequest = (findings: Finding[]) =>
  [
    'Avant publication, la vérification a trouvé ces problèmes. Corrige-les : retire toute clé ou jeton du code (une application publiée est lisible par tous) et remplace les adresses http: par https:.',
    ...findings.map((finding) => `- ${finding.path} : ${finding.message}`),
  ].join('\n');

/**
 * « Publier »: the address (the title's slug by default), the check before publishing, the web build's progress,
 * then the public address to open or copy; « Mettre à jour » republishes the latest version, « Dépublier » stops it.
 */
export function PublishDialog(props: {
  projectId: string;
  projectTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves unsaved edits first; false when the save failed (nothing is published then). */
  beforePublish?: () => Promise<boolean>;
  onFix?: (request: string) => void;
}) {
  const { projectId, open } = props;
  const publication = usePublication(projectId, open);
  const publish = usePublish(projectId);
  const unpublish = useUnpublish(projectId);
  const [slug, setSlug] = useState<string | null>(null);
  const [findings, setFindings] = useState<Finding[]>([]);
  const [copied, setCopied] = useState(false);
  const current = publication.data ?? null;
  const value = slug ?? current?.slug ?? slugify(props.projectTitle, 'mon-app').slice(0, 40).replace(/-+$/, '');
  const checked = publishSlugSchema.safeParse(value);
  const fieldError = slug !== null && !checked.success ? (checked.error.issues[0]?.message ?? 'Adresse invalide') : null;
  const busy = publish.isPending || current?.state === 'publishing' || Boolean(current?.pendingBuildId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.success || publish.isPending) return;
    setFindings([]);
    if (props.beforePublish && !(await props.beforePublish())) return;
    publish.mutate(
      { slug: checked.data },
      {
        onSuccess: () => toast.success('Publication en cours', { description: 'Lumi construit la version web de votre application.' }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'PUBLISH_BLOCKED') setFindings(error.details);
          else
            toast.error('Publication impossible', {
              description: error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.',
            });
        },
      },
    );
  };

  const copy = () => {
    if (!current) return;
    navigator.clipboard.writeText(current.url).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => toast.error('Copie impossible', { description: current.url }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Publier sur le web</DialogTitle>
        <DialogDescription>
          Votre application est construite pour la production puis servie à une adresse publique, installable sur un téléphone. Chaque
          publication est un build.
        </DialogDescription>

        {current?.state === 'published' ? (
          <div className="space-y-2 rounded-lg border bg-success/10 p-3 text-sm" role="status">
            <p className="flex items-center gap-2 font-medium">
              <Globe className="size-4 text-success" aria-hidden="true" />
              En ligne · version {current.versionNumber}
              {current.publishedAt ? (
                <span className="font-normal text-muted-foreground">· {formatDateTime(current.publishedAt)}</span>
              ) : null}
            </p>
            <div className="flex min-w-0 items-center gap-2">
              <a
                href={current.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate font-mono text-xs text-primary underline underline-offset-2"
                data-testid="published-url"
              >
                {current.url}
              </a>
              <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copier l'adresse">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={current.url} target="_blank" rel="noreferrer" aria-label="Ouvrir l'application publiée">
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              {current.visits30d} visite{current.visits30d > 1 ? 's' : ''} sur 30 jours
            </p>
          </div>
        ) : null}

        {busy ? (
          <p className="flex items-center gap-2 rounded-lg border p-3 text-sm" role="status">
            <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
            Construction de la version web… l'adresse sera mise à jour d'un coup quand elle sera prête.
          </p>
        ) : null}
        {current?.state === 'failed' || current?.lastError ? (
          <p className="rounded-lg border border-destructive/40 p-3 text-sm text-destructive" role="alert">
            La dernière publication a échoué : {current.lastError ?? 'erreur inconnue'}
          </p>
        ) : null}

        {findings.length > 0 ? (
          <div className="space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm" role="alert">
            <p className="flex items-center gap-2 font-medium text-destructive">
              <AlertTriangle className="size-4" aria-hidden="true" />
              Publication bloquée : à corriger avant de publier
            </p>
            <ul className="space-y-1.5">
              {findings.map((finding) => (
                <li key={`${finding.path}-${finding.message}`} className="break-words">
                  <span className="font-mono text-xs">{finding.path}</span> — {finding.message}
                </li>
              ))}
            </ul>
            {props.onFix ? (
              <Button
                type="button"
                size="sm"
                variant="brand"
                onClick={() => {
                  props.onFix?.(fixRequest(findings));
                  props.onOpenChange(false);
                }}
              >
                <Sparkles aria-hidden="true" />
                Corriger avec {BRAND}
              </Button>
            ) : null}
          </div>
        ) : null}

        <form onSubmit={(event) => void submit(event)} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="publish-slug">Adresse de l'application</Label>
            <Input
              id="publish-slug"
              value={value}
              onChange={(event) => setSlug(event.target.value.toLowerCase())}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby="publish-slug-help"
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
            />
            <p id="publish-slug-help" className={fieldError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {fieldError ?? 'Lettres minuscules, chiffres et tirets ; 3 à 40 caractères.'}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {current ? (
              <Button
                type="button"
                variant="outline"
                disabled={unpublish.isPending}
                onClick={() =>
                  unpublish.mutate(undefined, {
                    onSuccess: () => toast.success('Application dépubliée', { description: "L'adresse ne répond plus." }),
                    onError: (error) =>
                      toast.error('Erreur', { description: error instanceof ApiRequestError ? error.message : 'Impossible de dépublier.' }),
                  })
                }
              >
                Dépublier
              </Button>
            ) : null}
            <Button type="submit" variant="brand" disabled={!checked.success || busy}>
              {publish.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Globe aria-hidden="true" />}
              {current ? 'Mettre à jour' : 'Publier'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
