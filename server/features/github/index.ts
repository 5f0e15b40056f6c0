// The github feature's public surface: the only file of server/features/github that code outside it imports.
export { githubRoutes, projectGithubRoutes } from './routes.js';
