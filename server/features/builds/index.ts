// The builds feature's public surface: the only file of server/features/builds that code outside it imports.
export { readBuild, readBuildArtifact } from './list-builds.js';
export { publishedContentRoutes } from './published-content-routes.js';
export { buildRoutes, exportRoutes, projectExportRoutes } from './routes.js';
export { type BuildTools, HEARTBEAT_LOST_MS, runBuild } from './run-build.js';
export { queueOrphanBuilds, startBuild } from './start-build.js';
