import { monaco } from './monaco-setup';

type StandaloneEditor = monaco.editor.IStandaloneCodeEditor;
type Diagnostic = monaco.typescript.Diagnostic;

const OWNER = 'lumi-syntaxe';
/** As Monaco's own checks: once typing pauses. */
const DELAY_MS = 500;

function messageOf(text: Diagnostic['messageText']): string {
  if (typeof text === 'string') return text;
  return [text.messageText, ...(text.next ?? []).map((next) => messageOf(next))].join('\n');
}

/**
 * The syntax errors of the open TypeScript or JavaScript file, underlined, from the first time the person focuses the
 * editor on: the TypeScript worker starts then, not when the studio opens (monaco-setup.ts, decision 041). Each file is
 * checked when it is shown and 500 ms after its last change.
 */
export function checkSyntaxOnceUsed(editor: StandaloneEditor): monaco.IDisposable {
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = async () => {
    const model = editor.getModel();
    const language = model?.getLanguageId();
    if (!model || (language !== 'typescript' && language !== 'javascript')) return;
    const version = model.getVersionId();
    try {
      const workerFor = await (language === 'typescript'
        ? monaco.typescript.getTypeScriptWorker()
        : monaco.typescript.getJavaScriptWorker());
      const worker = await workerFor(model.uri);
      const diagnostics = await worker.getSyntacticDiagnostics(model.uri.toString());
      if (model.isDisposed() || model.getVersionId() !== version) return;
      monaco.editor.setModelMarkers(
        model,
        OWNER,
        diagnostics.map((diagnostic) => {
          const start = model.getPositionAt(diagnostic.start ?? 0);
          const end = model.getPositionAt((diagnostic.start ?? 0) + (diagnostic.length || 1));
          return {
            severity: diagnostic.category === 1 ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
            message: messageOf(diagnostic.messageText),
            code: String(diagnostic.code),
            startLineNumber: start.lineNumber,
            startColumn: start.column,
            endLineNumber: end.lineNumber,
            endColumn: end.column,
          };
        }),
      );
    } catch {
      // A worker that failed to start leaves the file without underlines; the preview still reports the build's errors.
    }
  };
  const schedule = (delay: number) => {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), delay);
  };

  const subscriptions = [
    editor.onDidFocusEditorText(() => {
      if (started) return;
      started = true;
      schedule(0);
    }),
    editor.onDidChangeModel(() => schedule(0)),
    editor.onDidChangeModelContent(() => schedule(DELAY_MS)),
  ];
  return {
    dispose: () => {
      clearTimeout(timer);
      for (const subscription of subscriptions) subscription.dispose();
    },
  };
}
