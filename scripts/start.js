// @ts-check
/** `npm start`: compile the server if needed (scripts/server-build.js), then run it with Node alone. */
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.js';

const entry = await ensureServerBuild();
await import(pathToFileURL(entry).href);
