/**
 * A child process of the server (build-vendor.ts `buildInChild`): builds the preview's vendor bundle into the
 * folder given as argument, then exits, so the memory of the build is returned to the system.
 *
 *   node dist/server/build-vendor-child.js <DATA_DIR/preview-vendor/key>
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildVendor, writeToDisk } from './build-vendor.js';

const dir = process.argv[2];
if (!dir) throw new Error('dossier des paquets de l’aperçu manquant');
const vendor = await buildVendor();
// A server stopped during the build (tests do) has removed its data folder: nothing to write then.
if (!existsSync(path.dirname(path.dirname(dir)))) throw new Error(`dossier de données supprimé : ${dir}`);
writeToDisk(dir, vendor);
// esbuild's service would keep the process alive.
process.exit(0);
