import type { ReactNode } from 'react';

/** A path or a header inside a sentence, kept on one line. */
export function InlineCode({ children }: { children: ReactNode }) {
  return <code className="whitespace-nowrap rounded bg-secondary px-1 py-0.5 font-mono text-xs text-foreground">{children}</code>;
}
