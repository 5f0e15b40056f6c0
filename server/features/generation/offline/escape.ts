/**
 * The offline generator writes the user's words into code. Each helper makes text safe for one place in a
 * file, so a quote, a backslash, a backtick, `${`, `</script>` or `*\/` is shown as written instead of
 * ending the string or comment it sits in (issue #21).
 */

const LINE_BREAKS = /\r\n|[\n\r\u2028\u2029]/g;

const STRING_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '`': '\\`',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A single-quoted TypeScript/JavaScript string literal whose value is exactly `text`. */
export function tsString(text: string): string {
  let body = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    body += STRING_ESCAPES[char] ?? (code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char);
  }
  // Harmless in a quoted string, escaped anyway so the text stays inert if it is ever pasted into a template literal.
  return `'${body.replaceAll('${', '\\${')}'`;
}

/** The value of a string literal written by tsString (or a plain JSON-style one): null if it is not one. */
export function readTsString(literal: string): string | null {
  const match = /^(['"])((?:[^\\]|\\[\s\S])*)\1$/.exec(literal);
  if (!match) return null;
  return match[2]!.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux][0-9a-fA-F]/.test(escape)) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' }[escape] ?? escape;
  });
}

const JSX_ENTITIES: Record<string, string> = { '&': '&amp;', '{': '&#123;', '}': '&#125;', '<': '&lt;', '>': '&gt;' };

/** Text between JSX tags, shown as written: braces, angle brackets and `&` become entities; line breaks, spaces. */
export function jsxText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(/[&{}<>]/g, (c) => JSX_ENTITIES[c] ?? c);
}

/** A JSON document (two-space indent); U+2028 and U+2029 escaped too, so it is also valid JavaScript. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** A one-line CSS comment holding `text`: `*\/` cannot end it early and `</` cannot close a <style> around it. */
export function cssComment(text: string): string {
  return `/* ${text.replace(LINE_BREAKS, ' ').replaceAll('*/', '* /').replaceAll('</', '< /')} */`;
}
