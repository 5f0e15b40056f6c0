import { PREVIEW_SANDBOX } from '@common/preview';

/**
 * One hidden frame on the content origin's waiting page, made by the signed-in pages while they are idle. A
 * studio opened from them takes this very frame into its preview panel with `moveBefore()`, which moves an
 * element without reloading its document: the first build then runs in a page that has loaded React and run
 * its warm-up long before (decision 011). Browsers without `moveBefore()` keep it as a warm renderer process
 * only (Chromium puts the frames of one site in one process).
 */
interface Spare {
  frame: HTMLIFrameElement;
  /** Its bridge said it listens for a build. */
  listening: boolean;
}

let spare: Spare | null = null;

const onMessage = (event: MessageEvent) => {
  const data = event.data as { source?: unknown; type?: unknown } | null;
  if (
    spare &&
    event.source === spare.frame.contentWindow &&
    event.origin === 'null' &&
    data?.source === 'lumi-preview' &&
    data.type === 'waiting'
  )
    spare.listening = true;
};

export function openSpareFrame(waitingUrl: string): void {
  if (spare) return;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', PREVIEW_SANDBOX);
  frame.referrerPolicy = 'no-referrer';
  frame.title = "Préparation de l'aperçu";
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.className = 'pointer-events-none fixed left-0 top-0 size-px border-0 opacity-0';
  frame.src = waitingUrl;
  spare = { frame, listening: false };
  window.addEventListener('message', onMessage);
  document.body.append(frame);
}

export function closeSpareFrame(): void {
  spare?.frame.remove();
  spare = null;
  window.removeEventListener('message', onMessage);
}

type Movable = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Moves the spare frame into `container`, loaded or still loading; null when there is none to take. `listening`:
 * its bridge already said so (otherwise its "waiting" message or its load event is still to come).
 */
export function claimSpareFrame(container: HTMLElement): { frame: HTMLIFrameElement; listening: boolean } | null {
  const movable = container as Movable;
  if (!spare || typeof movable.moveBefore !== 'function') return null;
  const { frame, listening } = spare;
  try {
    movable.moveBefore(frame, null);
  } catch {
    return null;
  }
  spare = null;
  window.removeEventListener('message', onMessage);
  frame.title = "Aperçu de l'application";
  frame.removeAttribute('aria-hidden');
  frame.removeAttribute('tabindex');
  return { frame, listening };
}
