// The conversations feature's public surface: the only file of server/features/conversations that code outside it imports.
export { listConversations } from './conversations.js';
export { conversationRoutes } from './routes.js';
