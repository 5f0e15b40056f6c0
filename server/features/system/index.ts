// The system feature's public surface: the only file of server/features/system that code outside it imports.
export { measureAvailability } from './measure-availability.js';
export { readSystem } from './read-system.js';
export { startSystemSampler, type SystemSampler } from './sample-system.js';
