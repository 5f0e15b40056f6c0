// The public-api feature's public surface: the only file of server/features/public-api that code outside it imports.
export { publicApiRoutes } from './routes.js';
