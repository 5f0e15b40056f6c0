// The attachments feature's public surface: the only file of server/features/attachments that code outside it imports.
export { attachmentRoutes } from './routes.js';
