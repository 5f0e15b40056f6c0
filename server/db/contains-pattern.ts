/** An ILIKE pattern matching `text` anywhere, its own % _ and \ taken literally (a search for « 100% » finds 100%). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
