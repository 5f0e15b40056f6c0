/**
 * Splits a Server-Sent Events buffer into the `data` of its complete frames; what follows the last blank
 * line is returned as `rest`, to be completed by the next chunk.
 */
export function takeSseData(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  let rest = buffer;
  let separator: number;
  while ((separator = rest.indexOf('\n\n')) !== -1) {
    const frame = rest.slice(0, separator);
    rest = rest.slice(separator + 2);
    const value = frame
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (value) data.push(value);
  }
  return { data, rest };
}
