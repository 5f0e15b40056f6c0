import { ConfigError, loadConfig } from './env.js';
import { DataDirLockedError } from './db/lock.js';
import { startServer } from './server.js';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const stop = async (signal: string) => {
    console.log(`[lumi] ${signal} reçu, arrêt propre…`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`[lumi] ${error.message}`);
    process.exit(1);
  }
  throw error;
}
