import { buildApp } from './app';
import { loadConfig } from './config';
import { openDataDirDatabase, StartupError } from './db/data-dir';
import { seedContent } from './db/seed';
import { recordBoot } from './modules/health/repo';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDataDirDatabase(config);
  await seedContent(database.db, config.catalogue.contentDir);
  await recordBoot(database.db, config.version);
  const app = await buildApp(config, { database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'Cantara is running');
}

main().catch((error: unknown) => {
  // A start-up problem of the data directory or database is one line that says what to do.
  if (error instanceof StartupError) console.error(`Cantara cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
