/**
 * Loaded by `npm start` (scripts/start.js) before the server's bundle, as a small bundle of its own
 * (dist/server/open-early.js): locks DATA_DIR and starts opening its database in PGlite's thread, so that the
 * ~700 ms of that opening run on the other core while Node compiles and evaluates the server's ~8 MB of JavaScript
 * (decision 039). startServer takes the open database over.
 */
import { openDataFolderEarly } from '../server/db/open-early.js';
import { dataDirOf } from '../server/data-dir.js';

// Read without server/env.ts (zod and its locales would be loaded twice before the database can start opening):
// startServer compares the folder with the one its configuration names, and opens its own when they differ.
openDataFolderEarly({ dataDir: dataDirOf(process.env.DATA_DIR), databaseUrl: process.env.DATABASE_URL?.trim() || undefined });
