import type { EditBlock } from './stream-parser.js';

// Lines are split on \n only, as the parser does (a regex's `m` flag would also split on U+2028 and U+2029).
const CLOSING_LINE = /^[ \t]*(<\/lumi-file>|<\/lumi-edit>)[ \t\r]*$/;
const MARKER_LINE = /^[ \t]*(<{7} SEARCH|={7}|>{7} REPLACE)[ \t]*\r?$/;

function lineMatching(text: string, patterns: RegExp[]): string | null {
  for (const line of text.split('\n')) {
    for (const pattern of patterns) {
      const match = pattern.exec(line);
      if (match) return match[1] ?? null;
    }
  }
  return null;
}

/**
 * A whole file in the protocol's tags, as the parser reads it back. The file ends with a newline (one is
 * added if missing: the newline before the closing line belongs to the file). A line holding only a closing
 * tag cannot be written inside a file: that is a bug of the writer, not something to send.
 */
export function fileTag(path: string, content: string): string {
  const body = content.endsWith('\n') || content === '' ? content : `${content}\n`;
  const closing = lineMatching(body, [CLOSING_LINE]);
  if (closing) throw new Error(`${path} : une ligne ne contient que « ${closing} », le protocole ne peut pas l’écrire`);
  return `<lumi-file path="${path}">\n${body}</lumi-file>\n`;
}

/** SEARCH/REPLACE blocks in the protocol's tags; the texts may not hold a line that is only a marker or a closing tag. */
export function editTag(path: string, blocks: EditBlock[]): string {
  for (const block of blocks) {
    for (const text of [block.search, block.replace]) {
      const marker = lineMatching(text, [CLOSING_LINE, MARKER_LINE]);
      if (marker) throw new Error(`${path} : une ligne ne contient que « ${marker} », le protocole ne peut pas l’écrire`);
    }
  }
  const body = blocks.map((b) => `<<<<<<< SEARCH\n${b.search}\n=======\n${b.replace}\n>>>>>>> REPLACE`).join('\n');
  return `<lumi-edit path="${path}">\n${body}\n</lumi-edit>\n`;
}

export function deleteTag(path: string): string {
  return `<lumi-delete path="${path}"/>\n`;
}
