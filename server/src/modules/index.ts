import { accountsModule } from './accounts/routes';
import { analyticsModule } from './analytics/routes';
import { commerceModule } from './commerce/routes';
import type { ApiModule } from './context';
import { healthModule } from './health/routes';
import { regionModule } from './region/routes';

/** Every API area, registered in this order by buildApp. */
export const apiModules: ApiModule[] = [healthModule, regionModule, analyticsModule, accountsModule, commerceModule];
