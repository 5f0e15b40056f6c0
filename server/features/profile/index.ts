// The profile feature's public surface: the only file of server/features/profile that code outside it imports.
export { readProfile } from './read-profile.js';
export { profileRoutes } from './routes.js';
export { resizeAvatar, setAvatar } from './set-avatar.js';
