/**
 * Incremental parser of Lumi's edit protocol. The model's reply is conversational text with file
 * operations inside it:
 *
 *   <lumi-file path="src/App.tsx">…whole file…</lumi-file>
 *   <lumi-edit path="src/App.tsx">
 *   <<<<<<< SEARCH
 *   exact old lines
 *   =======
 *   new lines
 *   >>>>>>> REPLACE
 *   </lumi-edit>
 *   <lumi-delete path="src/old.ts"/>
 *
 * Every tag stands at the start of a line (spaces before it allowed), and a closing tag (`</lumi-file>`,
 * `</lumi-edit>`) or a SEARCH/REPLACE marker counts only alone on its line: the same text inside a line of
 * a file, a string or a comment is content (decision 007). The newline before a closing line belongs to the
 * file, so a file written this way ends with a newline.
 *
 * `push` accepts the reply in chunks of any size and returns the events it can already be sure of;
 * whatever could still turn into a tag is held back. The same reply split differently yields the same
 * events once adjacent text (and file) deltas are joined.
 */

export interface EditBlock {
  search: string;
  replace: string;
}

export type ParserEvent =
  | { type: 'text'; delta: string }
  | { type: 'file-start'; path: string }
  | { type: 'file-chunk'; path: string; delta: string }
  | { type: 'file-end'; path: string; content: string }
  | { type: 'edit'; path: string; blocks: EditBlock[] | null; error?: string }
  | { type: 'delete'; path: string }
  | { type: 'truncated'; path: string; kind: 'file' | 'edit' };

const OPEN_PREFIX = '<lumi-';
const FILE_CLOSE = '</lumi-file>';
const EDIT_CLOSE = '</lumi-edit>';
const TAG_PATTERN = /^<lumi-(file|edit|delete)\s+path\s*=\s*"([^"]*)"\s*(\/?)>/;
/** An opening tag longer than this without its '>' is not a tag: it is shown as text. */
const MAX_TAG_LENGTH = 400;

type State =
  | { kind: 'text' }
  | { kind: 'file'; path: string; content: string; started: boolean; atLineStart: boolean }
  | { kind: 'edit'; path: string; raw: string; atLineStart: boolean };

export class LumiStreamParser {
  private buffer = '';
  private state: State = { kind: 'text' };
  /** In text: everything since the last newline (or the start of the reply) is spaces, so a tag may open here. */
  private lineClean = true;

  push(chunk: string): ParserEvent[] {
    this.buffer += chunk;
    const events: ParserEvent[] = [];
    let progressed = true;
    while (progressed) progressed = this.step(events, false);
    return events;
  }

  /** Flushes the end of the reply: held-back text is text; an unclosed file or edit is reported truncated. */
  end(): ParserEvent[] {
    const events: ParserEvent[] = [];
    let progressed = true;
    while (progressed) progressed = this.step(events, true);
    if (this.state.kind === 'text') {
      this.emitText(events, this.buffer);
    } else {
      events.push({ type: 'truncated', path: this.state.path, kind: this.state.kind });
    }
    this.buffer = '';
    this.state = { kind: 'text' };
    this.lineClean = true;
    return events;
  }

  private step(events: ParserEvent[], final: boolean): boolean {
    switch (this.state.kind) {
      case 'text':
        return this.stepText(events, final);
      case 'file':
        return this.stepFile(events, this.state, final);
      case 'edit':
        return this.stepEdit(events, this.state, final);
    }
  }

  private emitText(events: ParserEvent[], text: string) {
    if (!text) return;
    events.push({ type: 'text', delta: text });
    const lastLine = text.slice(text.lastIndexOf('\n') + 1);
    const blank = /^[ \t]*$/.test(lastLine);
    this.lineClean = text.includes('\n') ? blank : this.lineClean && blank;
  }

  /** Opening tags count only at the start of a line (spaces before them allowed): `<lumi-` inside a sentence is text. */
  private stepText(events: ParserEvent[], final: boolean): boolean {
    let clean = this.lineClean;
    let at = -1;
    for (let index = 0; index < this.buffer.length; index++) {
      const char = this.buffer[index];
      if (char === '<' && clean) {
        const rest = this.buffer.slice(index, index + OPEN_PREFIX.length);
        // A possible beginning of "<lumi-" at the end of the buffer waits for the next chunk.
        if (rest === OPEN_PREFIX || (!final && OPEN_PREFIX.startsWith(rest))) {
          at = index;
          break;
        }
      }
      if (char === '\n') clean = true;
      else if (char !== ' ' && char !== '\t') clean = false;
    }
    if (at === -1) {
      this.emitText(events, this.buffer);
      this.buffer = '';
      return false;
    }
    this.emitText(events, this.buffer.slice(0, at));
    this.buffer = this.buffer.slice(at);
    if (!this.buffer.startsWith(OPEN_PREFIX)) return false;
    const close = this.buffer.indexOf('>');
    if (close === -1 && !final && this.buffer.length < MAX_TAG_LENGTH) return false;
    const match = close !== -1 && close < MAX_TAG_LENGTH ? TAG_PATTERN.exec(this.buffer.slice(0, close + 1)) : null;
    if (!match) {
      // Not a tag after all: show its first character as text and look again after it.
      this.emitText(events, this.buffer.slice(0, 1));
      this.buffer = this.buffer.slice(1);
      return true;
    }
    const [, kind, path = '', selfClosing] = match;
    this.buffer = this.buffer.slice(close + 1);
    // The rest of the tag's line is not the start of a line.
    this.lineClean = false;
    if (kind === 'delete') {
      events.push({ type: 'delete', path });
      // Tolerate the long form <lumi-delete path="…"></lumi-delete>.
      if (this.buffer.startsWith('</lumi-delete>')) this.buffer = this.buffer.slice('</lumi-delete>'.length);
      return true;
    }
    if (selfClosing) {
      events.push({ type: 'truncated', path, kind: kind === 'file' ? 'file' : 'edit' });
      return true;
    }
    this.state =
      kind === 'file'
        ? { kind: 'file', path, content: '', started: false, atLineStart: true }
        : { kind: 'edit', path, raw: '', atLineStart: true };
    if (kind === 'file') events.push({ type: 'file-start', path });
    return true;
  }

  private stepFile(events: ParserEvent[], state: Extract<State, { kind: 'file' }>, final: boolean): boolean {
    if (!state.started) {
      // The newline right after the opening tag belongs to the tag, not to the file.
      if (this.buffer === '' || (this.buffer === '\r' && !final)) return false;
      if (this.buffer.startsWith('\r\n')) this.buffer = this.buffer.slice(2);
      else if (this.buffer.startsWith('\n')) this.buffer = this.buffer.slice(1);
      state.started = true;
    }
    const found = findClosingLine(this.buffer, state.atLineStart, FILE_CLOSE, final);
    this.appendFile(events, state, this.buffer.slice(0, found.contentEnd));
    if (found.after === null) {
      this.buffer = this.buffer.slice(found.contentEnd);
      return false;
    }
    this.buffer = this.buffer.slice(found.after);
    events.push({ type: 'file-end', path: state.path, content: stripCodeFence(state.content) });
    this.state = { kind: 'text' };
    this.lineClean = false;
    return true;
  }

  private appendFile(events: ParserEvent[], state: Extract<State, { kind: 'file' }>, delta: string) {
    if (!delta) return;
    state.content += delta;
    state.atLineStart = delta.endsWith('\n');
    events.push({ type: 'file-chunk', path: state.path, delta });
  }

  private stepEdit(events: ParserEvent[], state: Extract<State, { kind: 'edit' }>, final: boolean): boolean {
    const found = findClosingLine(this.buffer, state.atLineStart, EDIT_CLOSE, final);
    const delta = this.buffer.slice(0, found.contentEnd);
    if (delta) {
      state.raw += delta;
      state.atLineStart = delta.endsWith('\n');
    }
    if (found.after === null) {
      this.buffer = this.buffer.slice(found.contentEnd);
      return false;
    }
    this.buffer = this.buffer.slice(found.after);
    const parsed = parseEditBlocks(state.raw);
    events.push({ type: 'edit', path: state.path, blocks: parsed.blocks, ...(parsed.error ? { error: parsed.error } : {}) });
    this.state = { kind: 'text' };
    this.lineClean = false;
    return true;
  }
}

/**
 * Where a block ends: on a line that holds its closing tag and nothing else but spaces. `contentEnd` is how
 * much of `buffer` is surely content; `after` is the index just past the closing tag, or null while the
 * block is still open (the rest of the buffer, a line that may still become the closing tag, waits).
 * `atLineStart` says whether `buffer` begins a line of the block.
 */
function findClosingLine(buffer: string, atLineStart: boolean, tag: string, final: boolean): { contentEnd: number; after: number | null } {
  let lineStart = atLineStart ? 0 : buffer.indexOf('\n') + 1;
  if (lineStart === 0 && !atLineStart) return { contentEnd: buffer.length, after: null };
  for (;;) {
    const newline = buffer.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? buffer.length : newline;
    const line = buffer.slice(lineStart, lineEnd);
    const indent = /^[ \t]*/.exec(line)![0].length;
    const rest = line.slice(indent);
    if (rest.startsWith(tag) && /^[ \t\r]*$/.test(rest.slice(tag.length))) {
      // The closing line is complete once its newline (or the end of the reply) arrives.
      if (newline !== -1 || final) return { contentEnd: lineStart, after: lineStart + indent + tag.length };
      return { contentEnd: lineStart, after: null };
    }
    if (newline === -1) {
      const couldBecomeTag = !final && tag.startsWith(rest);
      return { contentEnd: couldBecomeTag ? lineStart : buffer.length, after: null };
    }
    lineStart = newline + 1;
  }
}

/** Models sometimes wrap a file in a Markdown fence inside the tag; the file is what is inside. */
function stripCodeFence(content: string): string {
  const match = /^\s*```[\w.+-]*\r?\n([\s\S]*?)\r?\n?```\s*$/.exec(content);
  return match ? `${match[1]}\n` : content;
}

/**
 * One SEARCH/REPLACE block. Its three markers count only alone on their line (spaces around allowed), like
 * the closing tags: a `=======` or `>>>>>>> REPLACE` inside a line of code is text to search or write.
 */
// Lines end at \n only: `(?<![^\n])` is a line start, `(?![^\n])` a line end (the `m` flag would also break at U+2028).
const BLOCK_PATTERN =
  /(?<![^\n])[ \t]*<{7} SEARCH[ \t]*\r?\n(?:([\s\S]*?)\r?\n)??[ \t]*={7}[ \t]*\r?\n(?:([\s\S]*?)\r?\n)??[ \t]*>{7} REPLACE[ \t]*\r?(?![^\n])/g;

export function parseEditBlocks(raw: string): { blocks: EditBlock[] | null; error?: string } {
  const blocks: EditBlock[] = [];
  for (const match of raw.matchAll(BLOCK_PATTERN)) blocks.push({ search: match[1] ?? '', replace: match[2] ?? '' });
  if (blocks.length === 0) return { blocks: null, error: 'aucun bloc SEARCH/REPLACE lisible' };
  const leftover = raw.replace(BLOCK_PATTERN, '').trim();
  if (leftover.includes('<<<<<<<') || leftover.includes('>>>>>>>')) return { blocks: null, error: 'un bloc SEARCH/REPLACE est incomplet' };
  if (blocks.some((block) => block.search.trim() === '')) return { blocks: null, error: 'un bloc SEARCH est vide' };
  return { blocks };
}
