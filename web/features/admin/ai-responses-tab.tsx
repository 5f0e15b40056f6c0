import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Bot, Eye, Loader2, ShieldOff, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { AI_PROVIDER_FILTERS, AI_RESPONSE_LIMIT, qualityLabel, type AdminAiResponse } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { adminAiResponsesQuery, useVerifyAiResponse } from './admin-api';

const PROVIDER_LABELS: Record<string, string> = {
  gemini: 'Gemini',
  'gpt-4': 'GPT-4',
  claude: 'Claude',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  'openai-compatible': 'Compatible OpenAI',
  offline: 'Hors ligne',
};
const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

const QUALITY_VARIANT = { Excellent: 'success', Bon: 'accent', Moyen: 'warning', Faible: 'destructive', 'N/A': 'secondary' } as const;
const integer = new Intl.NumberFormat('fr-FR');
const score = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export function QualityBadge({ value }: { value: number | null }) {
  const label = qualityLabel(value);
  return (
    <Badge variant={QUALITY_VARIANT[label]} title={value === null ? 'Pas de score' : `Score ${score.format(value)}`}>
      {label}
    </Badge>
  );
}

export function AiResponsesTab() {
  const [provider, setProvider] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const responses = useQuery(adminAiResponsesQuery(provider || undefined));
  const filterId = useId();
  const list = responses.data ?? [];
  const open = list.find((response) => response.id === openId) ?? null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">Réponses IA</h3>
          <p className="text-sm text-muted-foreground">Les {AI_RESPONSE_LIMIT} plus récentes, de la plus récente à la plus ancienne.</p>
        </div>
        <div className="w-full space-y-1.5 sm:w-56">
          <label htmlFor={filterId} className="text-sm font-medium">
            Fournisseur
          </label>
          <NativeSelect id={filterId} value={provider} onChange={(event) => setProvider(event.target.value)}>
            <option value="">Tous</option>
            {AI_PROVIDER_FILTERS.map((value) => (
              <option key={value} value={value}>
                {providerLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {responses.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-sm">
          <span>Impossible de charger les réponses IA. {responses.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void responses.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : responses.isPending ? (
        <Skeleton className="h-72 rounded-xl" />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <Bot className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">Aucune réponse IA trouvée</p>
          <p className="max-w-md text-sm text-muted-foreground">
            {provider
              ? 'Aucune réponse de ce fournisseur : choisissez « Tous » pour tout voir.'
              : 'Les générations apparaîtront ici dès que des utilisateurs en lanceront.'}
          </p>
          {provider ? (
            <Button variant="outline" size="sm" onClick={() => setProvider('')}>
              Voir tous les fournisseurs
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[760px] text-sm">
            <caption className="sr-only">Réponses IA, de la plus récente à la plus ancienne</caption>
            <thead className="border-b bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Fournisseur
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Demande
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Qualité
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Temps
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  Jetons
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  Statut
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {list.map((response) => (
                <tr key={response.id} className="hover:bg-secondary/40">
                  <td className="whitespace-nowrap px-3 py-2.5 text-muted-foreground">{formatDateTime(response.createdAt)}</td>
                  <td className="px-3 py-2.5">
                    <span className="block font-medium">{providerLabel(response.aiProvider)}</span>
                    <span className="block max-w-40 truncate text-xs text-muted-foreground" title={response.model}>
                      {response.model}
                    </span>
                  </td>
                  <td className="max-w-72 px-3 py-2.5">
                    <span className="line-clamp-2 [overflow-wrap:anywhere]">{response.promptText}</span>
                    {response.userEmail ? <span className="block truncate text-xs text-muted-foreground">{response.userEmail}</span> : null}
                  </td>
                  <td className="px-3 py-2.5">
                    <QualityBadge value={response.qualityScore} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">
                    {response.responseTimeMs === null ? '—' : `${integer.format(response.responseTimeMs)} ms`}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">
                    {response.tokensUsed === null ? '—' : integer.format(response.tokensUsed)}
                  </td>
                  <td className="px-3 py-2.5">
                    {response.isVerified ? (
                      <Badge variant="success">
                        <BadgeCheck className="size-3.5" aria-hidden="true" />
                        Vérifiée
                      </Badge>
                    ) : (
                      <Badge variant="secondary">Non vérifiée</Badge>
                    )}
                  </td>
                  <td className="px-3 py-2.5 text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setOpenId(response.id)}
                      aria-label={`Voir la réponse du ${formatDateTime(response.createdAt)}`}
                    >
                      <Eye aria-hidden="true" />
                      Voir
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ResponsePanel response={open} onClose={() => setOpenId(null)} />
    </div>
  );
}

/** A side panel: the prompt and the answer in full, readable, and the verification switch. */
function ResponsePanel({ response, onClose }: { response: AdminAiResponse | null; onClose: () => void }) {
  const verify = useVerifyAiResponse();
  const toggle = (target: AdminAiResponse) =>
    verify.mutate(
      { id: target.id, verified: !target.isVerified },
      {
        onSuccess: (updated) => toast.success(updated.isVerified ? 'Réponse vérifiée' : 'Vérification retirée'),
        onError: (error) =>
          toast.error('Impossible de modifier le statut', { description: error instanceof ApiRequestError ? error.message : undefined }),
      },
    );

  return (
    <Dialog.Root open={response !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col border-l bg-background shadow-xl focus-visible:outline-none"
        >
          {response ? (
            <>
              <div className="flex items-start gap-3 border-b px-4 py-4 sm:px-6">
                <div className="min-w-0 flex-1">
                  <Dialog.Title className="text-lg font-semibold">Réponse IA</Dialog.Title>
                  <p className="text-sm text-muted-foreground">
                    {providerLabel(response.aiProvider)} · {response.model} · {formatDateTime(response.createdAt)}
                  </p>
                </div>
                <Dialog.Close className="rounded-md p-2 text-muted-foreground hover:bg-secondary" aria-label="Fermer le panneau">
                  <X className="size-4" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
                <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <Detail label="Qualité">
                    <QualityBadge value={response.qualityScore} />
                  </Detail>
                  <Detail label="Temps">{response.responseTimeMs === null ? '—' : `${integer.format(response.responseTimeMs)} ms`}</Detail>
                  <Detail label="Jetons">{response.tokensUsed === null ? '—' : integer.format(response.tokensUsed)}</Detail>
                  <Detail label="Utilisateur">
                    <span className="block truncate" title={response.userEmail ?? undefined}>
                      {response.userEmail ?? 'Inconnu'}
                    </span>
                  </Detail>
                </dl>
                <TextBlock title="Demande">{response.promptText}</TextBlock>
                <TextBlock title="Réponse">{response.responseText}</TextBlock>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 sm:px-6">
                <span className="text-sm text-muted-foreground">
                  {response.isVerified ? 'Vérifiée par un administrateur' : 'Pas encore vérifiée'}
                </span>
                <Button variant={response.isVerified ? 'outline' : 'default'} onClick={() => toggle(response)} disabled={verify.isPending}>
                  {verify.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : response.isVerified ? (
                    <ShieldOff aria-hidden="true" />
                  ) : (
                    <BadgeCheck aria-hidden="true" />
                  )}
                  {response.isVerified ? 'Retirer la vérification' : 'Vérifier'}
                </Button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

function TextBlock({ title, children }: { title: string; children: string }) {
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      <pre className="max-h-[45vh] overflow-auto whitespace-pre-wrap rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-relaxed [overflow-wrap:anywhere]">
        {children}
      </pre>
    </section>
  );
}
