// The me feature's public surface: the only file of server/features/me that code outside it imports.
export { meRoutes } from './routes.js';
