import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { PageDataSources } from '../http/page-data';
import type { Providers } from '../providers';
import type { AccessTokens } from './accounts/access-tokens';
import type { Entitlements } from './entitlements';
import type { ProjectActivity } from './project-activity';

/** What every API module gets: configuration, the database and the clock. */
export type ModuleContext = {
  config: Config;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  now: () => Date;
  /** Issues and verifies access tokens (app.requireUser uses the verifier). */
  accessTokens: AccessTokens;
  /** Plans and character ownership: read by Accounts, provided by Commerce. */
  entitlements: Entitlements;
  /** Cloud-project activity: provided by the projects module, read by Commerce (refunds). */
  projectActivity: ProjectActivity;
  /** Where the pages sent with their first screen's data (renderer.ts) get it: modules name their pages. */
  pageData: PageDataSources;
  /** The outside systems (identity, payments, files, release notes), chosen once in app.ts. */
  providers: Providers;
};

export type ApiModule = (app: FastifyInstance, context: ModuleContext) => Promise<void>;
