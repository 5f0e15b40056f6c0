import { transform } from 'esbuild';
import { type ScriptLang, transformModule, transformReady } from '../preview/index.js';

const SCRIPT_LANGS: Record<string, ScriptLang> = { tsx: 'tsx', ts: 'ts', mts: 'ts', jsx: 'jsx', js: 'jsx', mjs: 'jsx' };

function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

/**
 * Why a file would not compile in the preview, in French and without the file's name ("ligne 2 : erreur de
 * syntaxe : Unterminated string"), or null. Scripts go through the preview's own transform (oxc, cached by
 * content, so the preview's build of the same file costs nothing), CSS through esbuild, JSON through JSON.parse.
 */
export async function syntaxProblem(path: string, content: string): Promise<string | null> {
  const extension = extensionOf(path);
  const lang = SCRIPT_LANGS[extension];
  if (lang) {
    await transformReady();
    const [error] = transformModule(path, content, lang).errors;
    if (!error) return null;
    return error.message.startsWith(path) ? error.message.slice(path.length).replace(/^,\s*|^\s*:\s*/, '') : error.message;
  }
  if (extension === 'json') {
    try {
      JSON.parse(content);
      return null;
    } catch {
      return 'le JSON n’est pas valide';
    }
  }
  if (extension === 'css') {
    try {
      await transform(content, { loader: 'css', logLevel: 'silent' });
      return null;
    } catch (error) {
      const first = (error as { errors?: { text: string; location?: { line: number } | null }[] }).errors?.[0];
      return `${first?.location ? `ligne ${first.location.line} : ` : ''}erreur de syntaxe CSS${first ? ` : ${first.text}` : ''}`;
    }
  }
  return null;
}
