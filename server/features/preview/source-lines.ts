import { z } from 'zod';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    if (bits === undefined) break;
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * For each generated line of a single-file source map, the 1-based line of the source it comes from,
 * or 0 when the line has no mapping (code the transform added).
 */
export function originalLines(mappings: string): number[] {
  const lines: number[] = [];
  let originalLine = 0;
  for (const line of mappings.split(';')) {
    let first = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      if (values.length < 4) continue;
      originalLine += values[2]!;
      if (first === 0) first = originalLine + 1;
    }
    lines.push(first);
  }
  return lines;
}

/** For each line of the bundle: [index in `sources`, 1-based line in that file], or 0 when it is ours. */
export interface LineTable {
  sources: string[];
  lines: ([number, number] | 0)[];
}

const mapSchema = z.object({ sources: z.array(z.string()), mappings: z.string() });

/**
 * Turns esbuild's source map into a per-line table the frame can fetch to say "src/App.tsx, ligne 12"
 * for an error thrown at app.js:340, without shipping a source-map decoder to the browser.
 */
export function lineTable(sourceMap: string): LineTable {
  const map = mapSchema.parse(JSON.parse(sourceMap));
  // The generated entry is ours, not a project file: errors there have no file to show.
  const sources = map.sources.map((source) => (/lumi-entry:/.test(source) ? '' : source.replace(/^(\.\.\/)*vfs:/, '')));
  const lines: LineTable['lines'] = [];
  let source = 0;
  let originalLine = 0;
  for (const line of map.mappings.split(';')) {
    let first: [number, number] | 0 = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      if (values.length < 4) continue;
      source += values[1]!;
      originalLine += values[2]!;
      if (first === 0) first = [source, originalLine + 1];
    }
    lines.push(first);
  }
  return { sources, lines };
}
