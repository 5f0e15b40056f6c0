// The health feature's public surface: the only file of server/features/health that code outside it imports.
export { healthRoutes } from './routes.js';
