import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { showUnsafeText, unsafeTextProblem } from '../../common/input-rules.js';
import { findPasswordProblem } from './check-password.js';

type Body = Record<string, unknown> | undefined;

function refuse(code: string, message: string): never {
  throw new APIError('BAD_REQUEST', { code, message });
}

function checkText(value: unknown, label: string, options: { max: number; nullable?: boolean }): void {
  if (value === undefined || (value === null && options.nullable)) return;
  if (typeof value !== 'string') refuse('VALIDATION', `${label} doit être un texte.`);
  if (value.length > options.max) refuse('VALIDATION', `${label} ne peut pas dépasser ${options.max} caractères.`);
  // The same rule as every other text of the API (decision 013): PostgreSQL cannot store these, a 500 otherwise.
  const problem = unsafeTextProblem(value);
  if (problem) refuse('VALIDATION', `${label} ${problem}.`);
}

/** Endpoints our configuration switches off; `signedIn` when better-auth checks the session before saying so. */
const DISABLED_PATHS = new Map([
  ['/change-email', { signedIn: true }],
  ['/delete-user', { signedIn: true }],
  ['/delete-user/callback', { signedIn: false }],
]);

/** How a refusal names a field of better-auth's bodies and query strings; any other one is « Le champ « x » ». */
const FIELD_LABELS: Record<string, string> = {
  name: 'Le nom',
  image: "L'image",
  email: "L'adresse email",
  newEmail: 'La nouvelle adresse email',
  password: 'Le mot de passe',
  newPassword: 'Le nouveau mot de passe',
  currentPassword: 'Le mot de passe actuel',
  token: 'Le jeton',
  callbackURL: "L'adresse de retour",
  redirectTo: "L'adresse de retour",
};

/**
 * Walks every key and string of a parsed body, query string or path parameters, without recursion (a deeply nested
 * body must not exhaust the stack), and refuses the first text the database could not take. better-auth looks
 * values up before checking them (a reset or session token, an email): a NUL would reach PostgreSQL, which
 * refuses the whole query (22021) and better-auth answers 500 (docs/decisions/013).
 */
function refuseUnsafeTexts(root: unknown, where: string): void {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value);
      if (!problem) continue;
      const field = path.split('.').at(-1) ?? '';
      const label = FIELD_LABELS[field] ?? (path ? `Le champ « ${showUnsafeText(path)} »${where}` : `Le contenu${where}`);
      refuse('VALIDATION', `${label} ${problem}.`);
    }
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = unsafeTextProblem(key);
      if (keyProblem) refuse('VALIDATION', `Un nom de champ${where} ${keyProblem}.`);
      pending.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
}

function checkNewPassword(password: unknown, email: string | null | undefined): void {
  // Missing or non-text passwords are better-auth's to refuse, with its own codes.
  if (typeof password !== 'string') return;
  const problem = findPasswordProblem(password, email);
  if (problem) refuse(problem.code, problem.message);
}

/**
 * Runs before better-auth's own endpoints (hooks.before), keyed on the endpoint and not on the URL, so no
 * spelling of the path slips past. Every way to choose a password goes through the same policy
 * (docs/decisions/014), and the free-text fields of the profile refuse what the database cannot store.
 */
export const guardAuthRequests = createAuthMiddleware(async (ctx) => {
  // The admin plugin's endpoints trust users.role alone, write no audit row and would disagree with roles.ts
  // for a verified ADMIN_EMAILS address: the console uses /api/admin/* behind adminRequired instead (decision 012).
  if (ctx.path?.startsWith('/admin/')) {
    throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: "Cette route n'existe pas : l'administration passe par /api/admin." });
  }
  // Disabled in our configuration: better-auth would refuse them too, but after an error-level log line that
  // anyone could repeat at will (« Change email is disabled. »). A visitor still gets 401 first, as from better-auth.
  const disabled = ctx.path ? DISABLED_PATHS.get(ctx.path) : undefined;
  if (disabled) {
    if (disabled.signedIn && !(await getSessionFromCtx(ctx)))
      throw new APIError('UNAUTHORIZED', { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' });
    throw new APIError('NOT_FOUND', {
      code: 'NOT_FOUND',
      message: "Cette route n'existe pas : ni le changement d'adresse email ni la suppression du compte ne passent par là.",
    });
  }
  // Every endpoint, ours to list or not: the body, the query string and the path's parameters (/reset-password/:token).
  refuseUnsafeTexts(ctx.body, '');
  refuseUnsafeTexts(ctx.query, " de l'adresse");
  refuseUnsafeTexts(ctx.params, " de l'adresse");
  const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : undefined) as Body;
  switch (ctx.path) {
    case '/sign-up/email': {
      checkText(body?.name, 'Le nom', { max: 100 });
      checkText(body?.image, "L'image", { max: 2048, nullable: true });
      checkNewPassword(body?.password, typeof body?.email === 'string' ? body.email : null);
      return;
    }
    case '/update-user': {
      checkText(body?.name, 'Le nom', { max: 100 });
      // The photo goes through /api/profile/avatar (its bytes checked, resized, capped); an address set here would
      // skip all of that and make every page load an image from anywhere.
      if (body?.image !== undefined && body.image !== null) refuse('VALIDATION', 'La photo se change depuis « Mon Profil ».');
      return;
    }
    case '/change-password': {
      const session = await getSessionFromCtx(ctx);
      if (session) checkNewPassword(body?.newPassword, session.user.email);
      return;
    }
    case '/reset-password': {
      const token = typeof body?.token === 'string' ? body.token : typeof ctx.query?.token === 'string' ? ctx.query.token : undefined;
      const verification = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
      const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
      checkNewPassword(body?.newPassword, user?.email);
      return;
    }
    default:
      return;
  }
});
