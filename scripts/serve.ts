/**
 * What `npm start` runs, bundled into dist/server/index.js by scripts/server-build.js (scripts/start.js has set
 * NODE_ENV): build the web app if needed, then boot the server (which applies migrations).
 */
import { ensureWebBuild } from './web-build.js';

await ensureWebBuild();
await import('../server/index.js');
