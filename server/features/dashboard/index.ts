// The dashboard feature's public surface: the only file of server/features/dashboard that code outside it imports.
export { dashboardRoutes } from './routes.js';
