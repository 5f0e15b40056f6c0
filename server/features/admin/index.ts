// The admin feature's public surface: the only file of server/features/admin that code outside it imports.
export { keepOneAdmin } from './manage-users.js';
export { adminRoutes } from './routes.js';
