import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteAccountSchema, updateProfileSchema } from '../../../common/profile.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import { AppError } from '../../http/app-error.js';
import { auditContextOf } from '../../http/audit-context.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { deleteAccount } from './delete-account.js';
import { exportAccount } from './export-account.js';
import { readProfile } from './read-profile.js';
import { resizeAvatar, setAvatar } from './set-avatar.js';
import { updateProfile } from './update-profile.js';

/** « Mon Profil »: the profile and its usage, the full name, the avatar, the data export and the account deletion. */
export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const profileOf = async (user: ReturnType<typeof requireUser>) =>
    readProfile(db, { userId: user.id, roles: await rolesOf(deps, user), limits: deps.config.limits });
  const answer = async (user: ReturnType<typeof requireUser>) => ({ profile: await profileOf(user) });

  return new Hono<AppEnv>()
    .use('*', userRequired)
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/', async (c) => c.json(await answer(requireUser(c))))
    .patch('/', validate('json', updateProfileSchema), async (c) => {
      const user = requireUser(c);
      await updateProfile(db, { userId: user.id, fullName: c.req.valid('json').fullName, audit: auditContextOf(c) });
      return c.json(await answer(user));
    })
    .post('/avatar', async (c) => {
      const user = requireUser(c);
      const body = await c.req.parseBody().catch(() => {
        throw new AppError('BAD_REQUEST', { userMessage: 'Envoyez l’image dans un formulaire multipart (champ « file »).' });
      });
      const file = body.file;
      if (!(file instanceof File)) throw new AppError('VALIDATION', { userMessage: 'Aucune image reçue (champ « file »).' });
      const image = await resizeAvatar(new Uint8Array(await file.arrayBuffer()));
      await setAvatar(db, { userId: user.id, image, audit: auditContextOf(c) });
      return c.json(await answer(user));
    })
    .delete('/avatar', async (c) => {
      const user = requireUser(c);
      await setAvatar(db, { userId: user.id, image: null, audit: auditContextOf(c) });
      return c.json(await answer(user));
    })
    .get('/export', async (c) => {
      const archive = await exportAccount(db, { profile: await profileOf(requireUser(c)), audit: auditContextOf(c) });
      return new Response(archive.body, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${archive.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    })
    .post('/delete', validate('json', deleteAccountSchema), async (c) => {
      const user = requireUser(c);
      const { projectIds } = await deleteAccount(db, {
        userId: user.id,
        typedEmail: c.req.valid('json').email,
        adminEmails: deps.config.adminEmails,
        audit: auditContextOf(c),
      });
      deps.preview.storage.forget(user.id, [...projectIds, null]);
      // The sessions went with the user row; the browser's cookies go too, as a sign-out would.
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, {
          path: cookie.attributes.path ?? '/',
          secure: cookie.attributes.secure,
          httpOnly: true,
          sameSite: 'Lax',
        });
      }
      return c.json({ deleted: true });
    });
}
