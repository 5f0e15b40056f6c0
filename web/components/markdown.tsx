import { lazy, Suspense } from 'react';

/**
 * react-markdown, GFM and highlight.js are ~105 KB of gzip: fetched when the first message is shown, not with every
 * studio opening (a phone opens it on the preview tab, where no message is in sight). Until then the text shows as is.
 */
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** The assistant's Markdown: GitHub flavour, highlighted code, links opening outside the app. */
export function Markdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<div className="whitespace-pre-wrap text-sm leading-relaxed">{children}</div>}>
      <MarkdownRenderer>{children}</MarkdownRenderer>
    </Suspense>
  );
}
