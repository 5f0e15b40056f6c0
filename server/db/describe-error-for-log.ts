/**
 * What the server log keeps of an error: its kind, the database's error code and the shape of the query
 * (SQL text with $1, $2… placeholders), never the values bound to it nor the quoted values PostgreSQL
 * repeats in its messages and details — those are user content (titles, prompts, files).
 */
export function describeErrorForLog(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; a few levels are enough to reach it.
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    parts.push(describeOne(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  const frames = error instanceof Error ? stackFrames(error) : '';
  return parts.join(' ← cause : ') + (frames ? `\n${frames}` : '');
}

interface DatabaseFields {
  query?: unknown;
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return `valeur non Error (${typeof error})`;
  const fields = error as Error & DatabaseFields;
  // Drizzle's query error and PGlite's error carry the SQL text and its parameters: only the text is kept.
  const query = typeof fields.query === 'string' ? ` ; requête : ${oneLine(fields.query)}` : '';
  if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
    const where = [
      typeof fields.table === 'string' ? `table ${fields.table}` : '',
      typeof fields.column === 'string' ? `colonne ${fields.column}` : '',
      typeof fields.constraint === 'string' ? `contrainte ${fields.constraint}` : '',
      typeof fields.routine === 'string' ? `routine ${fields.routine}` : '',
    ].filter(Boolean);
    return `PostgreSQL ${fields.code}${where.length ? ` (${where.join(', ')})` : ''} : ${withoutQuotedValues(error.message)}${query}`;
  }
  if (query) return `${error.name} (requête SQL refusée)${query}`;
  return `${error.name}: ${error.message}`;
}

/** PostgreSQL quotes the offending value in its messages (invalid input syntax for type uuid: "…"). */
function withoutQuotedValues(message: string): string {
  return oneLine(message).replace(/"[^"]*"/g, '"…"');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 2000);

/** The "at …" lines only: the first line of a stack repeats the message, parameters included. */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
}
