const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < base64.length; index++) BASE64_VALUES[base64.charCodeAt(index)] = index;

/**
 * For each generated line of a single-file source map, the 1-based line of the source it comes from,
 * or 0 when the line has no mapping (code the transform added). Reads the VLQ text in one pass: this runs
 * for every transformed file.
 */
export function originalLines(mappings: string): number[] {
  const lines: number[] = [];
  let originalLine = 0;
  let first = 0;
  let field = 0;
  let value = 0;
  let shift = 0;
  for (let index = 0; index < mappings.length; index++) {
    const code = mappings.charCodeAt(index);
    if (code === 59 /* ; */ || code === 44 /* , */) {
      field = 0;
      if (code === 59) {
        lines.push(first);
        first = 0;
      }
      continue;
    }
    const bits = code < 128 ? BASE64_VALUES[code]! : -1;
    if (bits < 0) continue;
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    const decoded = value & 1 ? -(value >>> 1) : value >>> 1;
    value = 0;
    shift = 0;
    // Fields: generated column, source index, original line, original column, name.
    if (field === 2) {
      originalLine += decoded;
      if (first === 0) first = originalLine + 1;
    }
    field += 1;
  }
  lines.push(first);
  return lines;
}
