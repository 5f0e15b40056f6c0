import type { Frame, Page } from 'playwright-core';

/**
 * One kind of app the offline generator builds, as a person would try it: an idea in French and one in English,
 * and the main interaction, done in the preview frame of the studio.
 */
export interface AppCase {
  kind: string;
  prompts: { fr: string; en: string };
  /**
   * Performs the main interaction and checks what a person sees. `reload` clicks « Actualiser l'aperçu » and
   * returns the new frame (to check that what was saved is still there).
   */
  interact: (app: { frame: Frame; page: Page; lang: 'fr' | 'en'; reload: () => Promise<Frame> }) => Promise<void>;
}
