import { createAuthClient } from 'better-auth/react';

/** better-auth's client, on our own origin at its standard /api/auth routes. */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });
