/** `npm run bench`: builds once, starts the production server once and runs every benchmark against it. */
import { benchIsEu } from './is-eu';
import { measureLandingJs } from './landing-bundle';
import { withProductionServer } from './production-server';

await withProductionServer(async (baseUrl) => {
  const landing = await measureLandingJs(baseUrl);
  console.log(
    `landing JS (/en/landing): ${landing.files.length} files, ${(landing.totalGzip / 1024).toFixed(1)} KB gzip (target < 180 KB)`,
  );
  console.log(await benchIsEu(baseUrl));
});
