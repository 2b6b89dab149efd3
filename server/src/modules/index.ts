import { accountsModule } from './accounts/routes';
import { analyticsModule } from './analytics/routes';
import { audioClipsModule } from './audio-clips/routes';
import { catalogModule } from './catalog/routes';
import { commerceModule } from './commerce/routes';
import type { ApiModule } from './context';
import { docsModule } from './docs/routes';
import { downloadsModule } from './downloads/routes';
import { healthModule } from './health/routes';
import { projectsModule } from './projects/routes';
import { regionModule } from './region/routes';
import { releasesModule } from './releases/routes';

/**
 * Every API area, registered in this order by buildApp. Audio clips come after accounts and projects:
 * the sweeps run at start in this order, so the files of clips their purges removed go in the same start.
 */
export const apiModules: ApiModule[] = [
  healthModule,
  regionModule,
  analyticsModule,
  accountsModule,
  catalogModule,
  releasesModule,
  docsModule,
  downloadsModule,
  commerceModule,
  projectsModule,
  audioClipsModule,
];
