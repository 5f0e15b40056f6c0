import type { Role } from './auth.js';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Utilisateur',
  premium: 'Premium',
  developer: 'Développeur',
  admin: 'Administrateur',
};
