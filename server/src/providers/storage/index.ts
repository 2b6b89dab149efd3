import type { Config } from '../../config';
import { localFileStorage } from './local';
import type { FileStorage } from './types';

/** Files under DATA_DIR (the embedded default). */
export function selectFileStorage(config: Config): FileStorage {
  return localFileStorage(config.filesDir, config.publicUrl);
}
