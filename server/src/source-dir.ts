import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `server/src`, whether the server runs from its TypeScript sources (tsx, tests) or from the
 * compiled bundle in `dist/server` (`npm start`), for the files it reads beside its code
 * (the sign-in and billing pages' assets, the bundled content).
 */
export const SERVER_SOURCE_DIR = import.meta.url.endsWith('.ts') ? here : path.resolve(here, '../../server/src');
