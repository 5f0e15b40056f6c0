import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import CssWorker from 'monaco-editor/languages/features/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/languages/features/html/html.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

/**
 * Monaco from our own bundle, never from a CDN (@monaco-editor/react's default): the editor and its
 * language workers are chunks of this app, loaded only by the studio route.
 */
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    if (label === 'json') return new JsonWorker();
    if (label === 'css' || label === 'scss' || label === 'less') return new CssWorker();
    if (label === 'html') return new HtmlWorker();
    return new EditorWorker();
  },
};

loader.config({ monaco });

// Generated apps are React + TypeScript: JSX on, and no red squiggles for packages the editor cannot see.
const ts = monaco.typescript;
ts.typescriptDefaults.setCompilerOptions({
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.NodeJs,
  allowNonTsExtensions: true,
  esModuleInterop: true,
});
// The TypeScript service is a 6.9 MB worker: started at every studio opening by the checks that run by themselves, it
// took ~1.3 s of a desktop core (several on a phone) before anyone typed (decision 041). Nothing asks for it until the
// person works in the editor: syntax checks start then (syntax-checks.ts); completions and hovers when asked for.
for (const defaults of [ts.typescriptDefaults, ts.javascriptDefaults]) {
  defaults.setModeConfiguration({
    ...defaults.modeConfiguration,
    diagnostics: false,
    inlayHints: false,
    documentSymbols: false,
    codeActions: false,
  });
}

export { monaco };
