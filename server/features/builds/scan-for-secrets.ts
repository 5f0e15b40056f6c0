export interface PublishFinding {
  file: string;
  line: number;
  column: number;
  kind: 'secret' | 'insecure-resource';
  rule: string;
  /** French, names the file and the line. */
  message: string;
}

const TEXT_FILES = /\.(tsx?|jsx?|mjs|cjs|json|html?|css|md|txt|env|ya?ml|toml|svg|xml)$/i;
/** Loaded at the first scan, not at every server start (decision 036): ~50 ms of a boot for a check before publishing. */
const loadSecretlint = async () => {
  const [{ lintSource }, { creator: recommended }] = await Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
  ]);
  return { lintSource, config: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] } };
};

/**
 * Keys shaped like OpenAI's (`sk-…`, `sk-proj-…`) and Anthropic's (`sk-ant-…`) in any of their current forms:
 * secretlint's OpenAI rule only knows the forms with the `T3BlbkFJ` marker, and a key missed here is readable
 * by every visitor of the published app.
 */
const AI_KEY = /\bsk-(?:proj-|ant-(?:api\d{2}-)?|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g;
/** An address the app would load over plain HTTP (blocked or warned about by browsers on an HTTPS page). */
const INSECURE =
  /(?:\b(?:src|href|action|poster|data)\s*=\s*["']|url\(\s*["']?|@import\s+["']|\b(?:fetch|axios(?:\.\w+)?|new\s+(?:URL|EventSource|WebSocket|Request)|import)\s*\(\s*["'`])(http:\/\/[^"'`)\s]+)/gi;
/** Plain-HTTP addresses that are not resources: XML namespaces, and a local server the developer runs. */
const HARMLESS = /^http:\/\/(www\.w3\.org\/|localhost\b|127\.0\.0\.1\b|\[::1\])/i;
/** `<a href="http://…">` is a link a person follows, not a resource the page loads. */
const LINK_BEFORE = /<a\b[^>]*$/i;

const lineAndColumn = (content: string, index: number) => {
  const before = content.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
};

const SECRET_ADVICE =
  'Une application publiée est lisible par tous : retirez cette valeur du code et appelez ce service depuis un serveur.';

/**
 * The check before publishing: secrets (secretlint's recommended rules: AWS, GCP, GitHub, Slack, npm, private
 * keys, basic auth in URLs… plus AI keys) and `http:` resources in the project's files, each with its file and
 * line. A published app is public: none of these may go out with it.
 */
export async function scanForSecrets(files: Record<string, string>): Promise<PublishFinding[]> {
  const { lintSource, config } = await loadSecretlint();
  const findings: PublishFinding[] = [];
  for (const [file, content] of Object.entries(files)) {
    if (!TEXT_FILES.test(file) || content.includes('\0')) continue;
    const seen = new Set<string>();
    const add = (finding: Omit<PublishFinding, 'message'> & { what: string }) => {
      const key = `${finding.line}:${finding.column}`;
      if (seen.has(key) && finding.kind === 'secret') return;
      seen.add(key);
      const { what, ...rest } = finding;
      findings.push({ ...rest, message: `${file}, ligne ${finding.line} : ${what}` });
    };
    const result = await lintSource({
      source: { filePath: file, content, contentType: 'text' },
      options: { config, maskSecrets: true, noPhysicFilePath: true },
    });
    for (const message of result.messages) {
      add({
        file,
        line: message.loc.start.line,
        column: message.loc.start.column + 1,
        kind: 'secret',
        rule: message.ruleId,
        what: `secret trouvé (${message.ruleId.replace(/^@secretlint\/secretlint-rule-/, '')}). ${SECRET_ADVICE}`,
      });
    }
    for (const match of content.matchAll(AI_KEY)) {
      const where = lineAndColumn(content, match.index);
      add({
        file,
        ...where,
        kind: 'secret',
        rule: 'lumi/ai-key',
        what: `clé d'API d'un service d'IA (${match[0].slice(0, 7)}…). ${SECRET_ADVICE}`,
      });
    }
    for (const match of content.matchAll(INSECURE)) {
      const url = match[1]!;
      if (HARMLESS.test(url) || LINK_BEFORE.test(content.slice(Math.max(0, match.index - 200), match.index + match[0].length - url.length)))
        continue;
      const lineText = content.split('\n')[lineAndColumn(content, match.index).line - 1] ?? '';
      if (/^\s*(\/\/|\*|\/\*|<!--)/.test(lineText)) continue;
      const where = lineAndColumn(content, match.index + match[0].length - url.length);
      add({
        file,
        ...where,
        kind: 'insecure-resource',
        rule: 'lumi/http-resource',
        what: `ressource chargée en http: (${url.slice(0, 80)}) : sur une page https, le navigateur la bloque. Utilisez https:.`,
      });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
