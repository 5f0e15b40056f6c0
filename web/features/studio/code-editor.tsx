import Editor from '@monaco-editor/react';
import { useSyncExternalStore } from 'react';
import './monaco-setup';

/** The spec's languages by extension: ts/tsx, js/jsx, json, css, html, md, otherwise plain text. */
export function languageOf(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  const languages: Record<string, string> = {
    ts: 'typescript',
    tsx: 'typescript',
    js: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    json: 'json',
    css: 'css',
    html: 'html',
    md: 'markdown',
  };
  return languages[ext] ?? 'plaintext';
}

const darkQuery = '(prefers-color-scheme: dark)';
function usePrefersDark(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(darkQuery);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(darkQuery).matches,
  );
}

/** Monaco with the spec's options; one model per path, so undo history follows each file. */
export default function CodeEditor({ path, value, readOnly, onChange }: { path: string; value: string; readOnly: boolean; onChange: (value: string) => void }) {
  const dark = usePrefersDark();
  return (
    <Editor
      path={path}
      value={value}
      language={languageOf(path)}
      theme={dark ? 'vs-dark' : 'vs'}
      onChange={(next) => onChange(next ?? '')}
      loading={<p className="p-4 text-sm text-muted-foreground">Chargement de l'éditeur…</p>}
      options={{
        fontSize: 14,
        tabSize: 2,
        wordWrap: 'on',
        minimap: { enabled: true },
        formatOnPaste: true,
        formatOnType: true,
        autoClosingBrackets: 'always',
        autoClosingQuotes: 'always',
        readOnly,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fontFamily: "'JetBrains Mono', ui-monospace, monospace",
        ariaLabel: `Éditeur de code : ${path}`,
      }}
    />
  );
}
