import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiKey } from '@common/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { useApiKeys } from './api-keys-api';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { InlineCode } from './inline-code';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

const numberFormat = new Intl.NumberFormat('fr-FR');
/** « 1 000 »: fr-FR groups with a narrow no-break space, which the app's Inter font draws with no width (« 1000 »). */
const formatCount = (value: number) => numberFormat.format(value).replace(/\u202f/g, '\u00a0');

/** « Mon Profil »'s « Clés d'API »: the keys that open Lumi's REST API to the user's own scripts. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1 space-y-1.5">
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
              Clés d'API
            </CardTitle>
            <CardDescription>
              Utilisez l'API REST de Lumi (<InlineCode>/v1</InlineCode>, documentée sur la page{' '}
              <Link to="/api" className="font-medium text-primary underline-offset-4 hover:underline">
                API
              </Link>
              ) depuis vos scripts et vos outils, avec l'en-tête <InlineCode>Authorization: Bearer &lt;clé&gt;</InlineCode>.
            </CardDescription>
          </div>
          <Button className="self-start" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nouvelle clé
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {keys.isPending ? (
          <Skeleton className="h-24 rounded-lg" aria-label="Chargement des clés d'API" />
        ) : keys.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted-foreground">Impossible de charger vos clés d'API.</span>
            <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Débit&nbsp;:{' '}
              <span className="font-medium text-foreground">
                {keys.data.hourlyLimit === null ? 'illimité' : `${formatCount(keys.data.hourlyLimit)} requêtes par heure et par clé`}
              </span>
            </p>
            {keys.data.keys.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">Aucune clé pour l'instant.</p>
            ) : (
              <ul className="divide-y rounded-lg border" aria-label="Vos clés d'API">
                {keys.data.keys.map((apiKey) => (
                  <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeApiKeyDialog apiKey={revoking} onOpenChange={(open) => (open ? undefined : setRevoking(null))} />
    </Card>
  );
}

const isPast = (iso: string) => new Date(iso).getTime() < Date.now();

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const isExpired = apiKey.expiresAt !== null && isPast(apiKey.expiresAt);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium" title={apiKey.name}>
            {apiKey.name}
          </span>
          {isExpired ? (
            <Badge variant="destructive" className="shrink-0">
              Expirée
            </Badge>
          ) : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{apiKey.prefix}…</p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>Créée le {formatDate(apiKey.createdAt)}</span>
          <span>{apiKey.lastUsedAt ? `Dernière utilisation\u00a0: ${formatDateTime(apiKey.lastUsedAt)}` : 'Jamais utilisée'}</span>
          {isExpired ? null : <span>{apiKey.expiresAt ? `Expire le ${formatDate(apiKey.expiresAt)}` : 'Sans expiration'}</span>}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={onRevoke}
        aria-label={`Révoquer la clé ${apiKey.name}`}
      >
        Révoquer
      </Button>
    </li>
  );
}
