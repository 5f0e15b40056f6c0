import Editor from '@monaco-editor/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { monaco } from './monaco-setup';
import { checkSyntaxOnceUsed } from './syntax-checks';

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

type StandaloneEditor = monaco.editor.IStandaloneCodeEditor;
type TextModel = monaco.editor.ITextModel;

/** Texts the editor sent up and may see again as `value` while React catches up; bounded for a stalled page. */
const MAX_ECHOES = 400;

/**
 * Monaco with the spec's options; one model per path, so undo history follows each file.
 *
 * The editor owns what is typed: its model is the truth while the user types, and `value` is written into the
 * model only when it comes from elsewhere (a generation, a restored draft or version, the newer version after a
 * conflict). A `value` that is one of the texts the editor itself sent up is an echo, possibly a late one: a
 * render that committed before the next keys were handled. Writing such a stale echo back (what a controlled
 * editor does) replaced the file and threw the caret to its end, and the keys that followed landed there (#12).
 */
export default function CodeEditor({
  path,
  value,
  readOnly,
  onChange,
}: {
  path: string;
  value: string;
  readOnly: boolean;
  onChange: (path: string, value: string) => void;
}) {
  const dark = usePrefersDark();
  const [editor, setEditor] = useState<StandaloneEditor | null>(null);
  const echoes = useRef(new Map<TextModel, string[]>());
  const paths = useRef(new WeakMap<TextModel, string>());
  const writing = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Typed text goes up with the path of the model it was typed in (never a path a later render selected).
  useEffect(() => {
    if (!editor) return;
    const subscription = editor.onDidChangeModelContent(() => {
      const model = editor.getModel();
      const modelPath = model ? paths.current.get(model) : undefined;
      if (writing.current || !model || modelPath === undefined) return;
      const text = model.getValue();
      const sent = echoes.current.get(model) ?? [];
      sent.push(text);
      if (sent.length > MAX_ECHOES) sent.shift();
      echoes.current.set(model, sent);
      onChangeRef.current(modelPath, text);
    });
    return () => subscription.dispose();
  }, [editor]);

  // Monaco's quick input (« Aller à la ligne », Ctrl+G) says it has the keyboard until a timer after it closes, and a
  // busy page runs that timer only once the keys already sent are handled: Ctrl+End pressed just after went to the
  // closed list's last item, and what was typed next landed where the caret still was (#20). While the editor's text
  // has the focus, its own scope says so; elsewhere (the quick input is drawn inside the editor) the global value holds.
  useEffect(() => {
    if (!editor) return;
    const inQuickInput = editor.createContextKey<boolean | undefined>('inQuickInput', undefined);
    if (editor.hasTextFocus()) inQuickInput.set(false);
    const focus = editor.onDidFocusEditorText(() => inQuickInput.set(false));
    const blur = editor.onDidBlurEditorText(() => inQuickInput.reset());
    return () => {
      focus.dispose();
      blur.dispose();
      inQuickInput.reset();
    };
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    const checks = checkSyntaxOnceUsed(editor);
    return () => checks.dispose();
  }, [editor]);

  // Runs after @monaco-editor/react's own effects (a child's run first), so the model of `path` is attached.
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model) return;
    paths.current.set(model, path);
    const current = model.getValue();
    if (value === current) {
      // React has caught up with the keys: nothing of the editor's is still on its way.
      echoes.current.delete(model);
      return;
    }
    if (echoes.current.get(model)?.includes(value)) return;
    echoes.current.delete(model);
    writing.current = true;
    try {
      if (readOnly) {
        // The assistant writing (the editor follows its chunks): nothing to undo or keep the caret for.
        model.setValue(value);
      } else {
        editor.executeEdits('lumi-externe', [{ range: model.getFullModelRange(), text: value }], editor.getSelections() ?? undefined);
        editor.pushUndoStop();
      }
    } finally {
      writing.current = false;
    }
  }, [editor, path, value, readOnly]);

  const options = useMemo<monaco.editor.IStandaloneEditorConstructionOptions>(
    () => ({
      fontSize: 14,
      tabSize: 2,
      wordWrap: 'on',
      minimap: { enabled: true },
      // Without the TypeScript worker at opening (decision 041), sticky scroll reads the indentation, not the outline:
      // left at its 5 lines, the enclosing JSX tags took a quarter of a phone's editor.
      stickyScroll: { enabled: true, maxLineCount: 2 },
      formatOnPaste: true,
      // Off, unlike the spec: reformatting on « ; », « } » or Enter rewrites the line the user is typing, so
      // the file would not hold what was typed (#12, decision 015). Pasted code is still formatted.
      formatOnType: false,
      autoClosingBrackets: 'always',
      autoClosingQuotes: 'always',
      // French text in JSX (« é », « à », « ’ ») is what people write here, not a suspicious character.
      unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: true, nonBasicASCII: false },
      readOnly,
      scrollBeyondLastLine: false,
      automaticLayout: true,
      fontFamily: "'JetBrains Mono', ui-monospace, monospace",
      ariaLabel: `Éditeur de code : ${path}`,
    }),
    [path, readOnly],
  );

  return (
    <Editor
      path={path}
      // Uncontrolled: the text of a model the editor does not have yet (its first opening); then the effect above.
      defaultValue={value}
      language={languageOf(path)}
      theme={dark ? 'vs-dark' : 'vs'}
      onMount={(mounted) => setEditor(mounted)}
      loading={<p className="p-4 text-sm text-muted-foreground">Chargement de l'éditeur…</p>}
      options={options}
    />
  );
}
