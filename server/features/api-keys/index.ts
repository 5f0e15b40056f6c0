// The api-keys feature's public surface: the only file of server/features/api-keys that code outside it imports.
export { authenticateApiKey } from './api-keys.js';
export { hourlyLimitOf } from './hourly-limit.js';
export { apiKeyRoutes } from './routes.js';
