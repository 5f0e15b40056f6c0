// @ts-check
/**
 * `npm run admin -- --email X [--revoke]`: the command of scripts/admin.ts, run as `npm start` runs the server, from
 * the bundle in dist/server (compiled first if the sources changed), with Node alone: no TypeScript compiled at each
 * call (on an existing data folder, 2.2 s of CPU under tsx with its cache warm, 1.3 s from the bundle).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.js';

const entry = await ensureServerBuild();
await import(pathToFileURL(path.join(path.dirname(entry), 'admin.js')).href);
