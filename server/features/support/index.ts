// The support feature's public surface: the only file of server/features/support that code outside it imports.
export { supportRoutes } from './routes.js';
export { listAllTickets, replyToTicket, setTicketStatus } from './tickets.js';
