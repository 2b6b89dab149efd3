import { accountsModule } from './accounts/routes';
import { analyticsModule } from './analytics/routes';
import { catalogModule } from './catalog/routes';
import { commerceModule } from './commerce/routes';
import type { ApiModule } from './context';
import { docsModule } from './docs/routes';
import { downloadsModule } from './downloads/routes';
import { healthModule } from './health/routes';
import { projectsModule } from './projects/routes';
import { regionModule } from './region/routes';
import { releasesModule } from './releases/routes';

/** Every API area, registered in this order by buildApp. */
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
];
