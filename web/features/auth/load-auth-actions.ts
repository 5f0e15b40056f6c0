import { requestToaster } from '@/app/deferred-toaster';

let actions: Promise<typeof import('./auth-actions')> | null = null;

/** The sign-in page's schemas and toasts (./auth-actions), once the Toaster listens, so that no toast is lost. */
export function loadAuthActions(): Promise<typeof import('./auth-actions')> {
  actions ??= Promise.all([import('./auth-actions'), requestToaster()]).then(
    ([module]) => module,
    (error: unknown) => {
      // A chunk that failed to load (the network) is asked again at the next use.
      actions = null;
      throw error;
    },
  );
  return actions;
}
