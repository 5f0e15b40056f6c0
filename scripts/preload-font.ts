import type { Plugin } from 'vite';

/**
 * Vite plugin: adds `<link rel="preload" as="font">` for the one font file the first paint needs (Inter's Latin
 * subset, hashed by the build), so it arrives with the stylesheet rather than after it and the text is drawn once
 * in Inter (decision 031). Fails the build when the file is gone (a renamed subset would drop the preload silently).
 */
export function preloadFont(pattern = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'lumi-preload-font',
    apply: 'build',
    // The browser's build only, not the prerender's (scripts/prerender-pages.ts).
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fileName = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!fileName) throw new Error(`Police à précharger introuvable dans la build (${pattern.source})`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
