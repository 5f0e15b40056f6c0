import { AlertTriangle, ChevronDown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { BRAND } from '@common/brand';
import type { PreviewProblem, RuntimeError } from '@common/preview';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { buildFixRequest, runtimeFixRequest, runtimeKindLabel, type FixRequest } from '@/lib/fix-request';

const locationOf = (problem: { file: string | null; line: number | null }) =>
  problem.file ? `${problem.file}${problem.line ? `, ligne ${problem.line}` : ''}` : null;

/** The server writes "fichier, ligne N : …" into the message for the assistant; on screen the location is shown apart. */
const withoutLocation = (problem: PreviewProblem) => {
  const location = locationOf(problem);
  return location && problem.message.startsWith(`${location} : `) ? problem.message.slice(location.length + 3) : problem.message;
};

function FixButton({
  onFix,
  request,
  disabled,
  unavailable,
}: {
  onFix?: (request: FixRequest) => void;
  request: () => FixRequest;
  disabled?: boolean;
  unavailable?: string | null;
}) {
  if (!onFix) return null;
  if (unavailable) return <p className="max-w-sm text-xs text-muted-foreground">{unavailable}</p>;
  return (
    <Button variant="brand" size="sm" disabled={disabled} onClick={() => onFix(request())}>
      <Sparkles aria-hidden="true" />
      Corriger avec {BRAND}
    </Button>
  );
}

/** A failed build: esbuild's messages with file and line, and the request to fix them. */
export function BuildErrors({
  errors,
  onFix,
  fixDisabled,
  fixUnavailable,
}: {
  errors: PreviewProblem[];
  onFix?: (request: FixRequest) => void;
  fixDisabled?: boolean;
  fixUnavailable?: string | null;
}) {
  return (
    <section aria-labelledby="build-errors-title" className="flex h-full flex-col gap-3 overflow-auto p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="build-errors-title" className="flex items-center gap-2 font-semibold text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          L'aperçu n'a pas pu être construit
        </h3>
        <FixButton onFix={onFix} request={() => buildFixRequest(errors)} disabled={fixDisabled} unavailable={fixUnavailable} />
      </div>
      <ul className="space-y-2">
        {errors.map((error, index) => (
          <li key={index} className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            {locationOf(error) ? <p className="font-mono text-xs font-medium text-destructive">{locationOf(error)}</p> : null}
            <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{withoutLocation(error)}</p>
            {error.lineText ? (
              <pre className="mt-2 overflow-x-auto rounded bg-muted px-2 py-1 font-mono text-xs">{error.lineText}</pre>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const BLANK_PAGE_MESSAGE = "L'application s'est chargée mais n'affiche rien : la page reste blanche.";

const blankPageFixRequest = (): FixRequest => ({
  source: 'runtime',
  errors: [],
  message:
    "L'aperçu reste une page blanche, sans erreur signalée : rien ne s'affiche. Trouve pourquoi et corrige-le sans rien changer d'autre.",
});

/** Errors raised inside the running app, reported by the frame: shown over the preview, each with its fix button. */
export function RuntimeErrors({
  errors,
  blank,
  onFix,
  fixDisabled,
  fixUnavailable,
}: {
  errors: RuntimeError[];
  /** The app loaded and shows nothing: said even without an error. */
  blank?: boolean;
  onFix?: (request: FixRequest) => void;
  fixDisabled?: boolean;
  fixUnavailable?: string | null;
}) {
  const [open, setOpen] = useState(true);
  if (errors.length === 0 && blank) {
    return (
      <section
        aria-label="Erreurs de l'application"
        className="absolute inset-x-2 bottom-2 flex flex-col gap-2 rounded-xl border border-destructive/40 bg-card px-3 py-2 shadow-lg sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {BLANK_PAGE_MESSAGE}
        </p>
        <FixButton onFix={onFix} request={blankPageFixRequest} disabled={fixDisabled} unavailable={fixUnavailable} />
      </section>
    );
  }
  if (errors.length === 0) return null;
  return (
    <section
      aria-label="Erreurs de l'application"
      className="absolute inset-x-2 bottom-2 max-h-[45%] overflow-hidden rounded-xl border border-destructive/40 bg-card shadow-lg"
    >
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-semibold text-destructive"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="flex items-center gap-2">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {errors.length === 1 ? "1 erreur dans l'application" : `${errors.length} erreurs dans l'application`}
        </span>
        <ChevronDown className={cn('size-4 transition-transform', !open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <ul className="max-h-64 space-y-2 overflow-auto border-t px-3 py-2">
          {errors.map((error, index) => (
            <li key={index} className="flex flex-col gap-2 text-sm sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">
                  {runtimeKindLabel(error.kind)}
                  {locationOf(error) ? <span className="font-mono"> · {locationOf(error)}</span> : null}
                </p>
                <p className="whitespace-pre-wrap font-mono text-xs [overflow-wrap:anywhere]">{error.message}</p>
              </div>
              <FixButton onFix={onFix} request={() => runtimeFixRequest(error)} disabled={fixDisabled} unavailable={fixUnavailable} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
