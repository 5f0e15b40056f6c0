import { ensureWebBuild } from '../../scripts/web-build.js';

/** End-to-end tests drive the built app, as `npm start` serves it. */
export default function setup() {
  ensureWebBuild();
}
