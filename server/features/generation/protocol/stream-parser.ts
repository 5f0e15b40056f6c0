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

type State = { kind: 'text' } | { kind: 'file'; path: string; content: string; started: boolean } | { kind: 'edit'; path: string; raw: string };

export class LumiStreamParser {
  private buffer = '';
  private state: State = { kind: 'text' };

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
      if (this.buffer) events.push({ type: 'text', delta: this.buffer });
    } else {
      events.push({ type: 'truncated', path: this.state.path, kind: this.state.kind });
    }
    this.buffer = '';
    this.state = { kind: 'text' };
    return events;
  }

  private step(events: ParserEvent[], final: boolean): boolean {
    switch (this.state.kind) {
      case 'text':
        return this.stepText(events, final);
      case 'file':
        return this.stepFile(events, this.state, final);
      case 'edit':
        return this.stepEdit(events, this.state);
    }
  }

  private stepText(events: ParserEvent[], final: boolean): boolean {
    const at = this.buffer.indexOf(OPEN_PREFIX);
    if (at === -1) {
      // Keep a possible beginning of "<lumi-" for the next chunk.
      const keep = final ? 0 : partialSuffixLength(this.buffer, OPEN_PREFIX);
      emitText(events, this.buffer.slice(0, this.buffer.length - keep));
      this.buffer = this.buffer.slice(this.buffer.length - keep);
      return false;
    }
    emitText(events, this.buffer.slice(0, at));
    this.buffer = this.buffer.slice(at);
    const close = this.buffer.indexOf('>');
    if (close === -1 && !final && this.buffer.length < MAX_TAG_LENGTH) return false;
    const match = close !== -1 && close < MAX_TAG_LENGTH ? TAG_PATTERN.exec(this.buffer.slice(0, close + 1)) : null;
    if (!match) {
      // Not a tag after all: show its first character as text and look again after it.
      emitText(events, this.buffer.slice(0, 1));
      this.buffer = this.buffer.slice(1);
      return true;
    }
    const [, kind, path = '', selfClosing] = match;
    this.buffer = this.buffer.slice(close + 1);
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
    this.state = kind === 'file' ? { kind: 'file', path, content: '', started: false } : { kind: 'edit', path, raw: '' };
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
    const at = this.buffer.indexOf(FILE_CLOSE);
    if (at === -1) {
      const keep = final ? 0 : partialSuffixLength(this.buffer, FILE_CLOSE);
      this.appendFile(events, state, this.buffer.slice(0, this.buffer.length - keep));
      this.buffer = this.buffer.slice(this.buffer.length - keep);
      return false;
    }
    this.appendFile(events, state, this.buffer.slice(0, at));
    this.buffer = this.buffer.slice(at + FILE_CLOSE.length);
    events.push({ type: 'file-end', path: state.path, content: stripCodeFence(state.content) });
    this.state = { kind: 'text' };
    return true;
  }

  private appendFile(events: ParserEvent[], state: Extract<State, { kind: 'file' }>, delta: string) {
    if (!delta) return;
    state.content += delta;
    events.push({ type: 'file-chunk', path: state.path, delta });
  }

  private stepEdit(events: ParserEvent[], state: Extract<State, { kind: 'edit' }>): boolean {
    const at = this.buffer.indexOf(EDIT_CLOSE);
    if (at === -1) {
      const keep = partialSuffixLength(this.buffer, EDIT_CLOSE);
      state.raw += this.buffer.slice(0, this.buffer.length - keep);
      this.buffer = this.buffer.slice(this.buffer.length - keep);
      return false;
    }
    state.raw += this.buffer.slice(0, at);
    this.buffer = this.buffer.slice(at + EDIT_CLOSE.length);
    const parsed = parseEditBlocks(state.raw);
    events.push({ type: 'edit', path: state.path, blocks: parsed.blocks, ...(parsed.error ? { error: parsed.error } : {}) });
    this.state = { kind: 'text' };
    return true;
  }
}

function emitText(events: ParserEvent[], text: string) {
  if (text) events.push({ type: 'text', delta: text });
}

/** Length of the longest end of `text` that is a beginning of `token` (a tag that may still be arriving). */
function partialSuffixLength(text: string, token: string): number {
  for (let length = Math.min(token.length - 1, text.length); length > 0; length--) {
    if (token.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/** Models sometimes wrap a file in a Markdown fence inside the tag; the file is what is inside. */
function stripCodeFence(content: string): string {
  const match = /^\s*```[\w.+-]*\r?\n([\s\S]*?)\r?\n?```\s*$/.exec(content);
  return match ? `${match[1]}\n` : content;
}

const BLOCK_PATTERN = /<{7} SEARCH\r?\n([\s\S]*?)\r?\n?={7}\r?\n([\s\S]*?)\r?\n?>{7} REPLACE/g;

export function parseEditBlocks(raw: string): { blocks: EditBlock[] | null; error?: string } {
  const blocks: EditBlock[] = [];
  for (const match of raw.matchAll(BLOCK_PATTERN)) blocks.push({ search: match[1] ?? '', replace: match[2] ?? '' });
  if (blocks.length === 0) return { blocks: null, error: 'aucun bloc SEARCH/REPLACE lisible' };
  const leftover = raw.replace(BLOCK_PATTERN, '').trim();
  if (leftover.includes('<<<<<<<') || leftover.includes('>>>>>>>')) return { blocks: null, error: 'un bloc SEARCH/REPLACE est incomplet' };
  if (blocks.some((block) => block.search.trim() === '')) return { blocks: null, error: 'un bloc SEARCH est vide' };
  return { blocks };
}
