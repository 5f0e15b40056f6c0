/**
 * `npm run admin -- --email X [--revoke]`: makes an existing account administrator, or takes the role back
 * (docs/decisions/012). Reads the same configuration as the server. With the embedded database it needs the
 * server stopped (PGlite has one writer); with PostgreSQL it works at any time and the running server sees the
 * change on the next request.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { setAdminRole } from '../server/auth/set-admin-role.js';
import { openDatabase } from '../server/db/client.js';
import { acquireDataDirLock, DataDirLockedError } from '../server/db/lock.js';
import { ConfigError, loadConfig } from '../server/env.js';

const USAGE = 'Usage : npm run admin -- --email adresse@exemple.fr [--revoke]';

function fail(message: string): never {
  console.error(`[lumi admin] ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = z.email().safeParse(args.email?.trim());
if (!email.success) fail(`Indiquez l'adresse du compte avec --email.\n${USAGE}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let lock: { release: () => void } | undefined;
if (!config.databaseUrl) {
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `Le serveur Lumi (PID ${error.ownerPid}) utilise la base intégrée de ${config.dataDir}. ` +
          'Arrêtez-le, lancez cette commande, puis redémarrez-le (avec PostgreSQL, DATABASE_URL, la commande marche serveur démarré).',
      );
    }
    throw error;
  }
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const change = await setAdminRole(database.db, { email: email.data, admin: !args.revoke });
  const listed = config.adminEmails.includes(email.data.toLowerCase());
  switch (change.outcome) {
    case 'no-account':
      process.exitCode = 1;
      console.error(`[lumi admin] Aucun compte n'utilise l'adresse ${change.email} : la personne doit d'abord s'inscrire.`);
      break;
    case 'granted':
      console.log(`[lumi admin] ${change.email} est maintenant administrateur.`);
      break;
    case 'revoked':
      console.log(`[lumi admin] ${change.email} n'est plus administrateur.`);
      break;
    case 'unchanged':
      console.log(`[lumi admin] ${change.email} ${args.revoke ? "n'était pas" : 'était déjà'} administrateur : rien n'a changé.`);
      break;
  }
  if (args.revoke && listed) {
    console.warn(
      `[lumi admin] Attention : ${email.data} figure dans ADMIN_EMAILS et reste administrateur tant que l'adresse y est (une fois vérifiée).`,
    );
  }
} finally {
  await database.close();
  lock?.release();
}
