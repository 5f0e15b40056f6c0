// @ts-check
/** `npm start`: compile the server if needed (scripts/server-build.js), then run it with Node alone. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.js';

// Before the bundle loads: its packages are imported first, and some read NODE_ENV then (better-auth does).
process.env.NODE_ENV ??= 'production';
const entry = await ensureServerBuild();
// First the database's opening, in its thread, then the server's code, loaded meanwhile (decision 039).
await import(pathToFileURL(path.join(path.dirname(entry), 'open-early.js')).href);
await import(pathToFileURL(entry).href);
