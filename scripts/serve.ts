/**
 * What `npm start` runs, bundled into dist/server/index.js by scripts/server-build.js: build the web app if
 * needed, then boot the server (which applies migrations).
 */
import { ensureWebBuild } from './web-build.js';

process.env.NODE_ENV ??= 'production';
ensureWebBuild();
await import('../server/index.js');
