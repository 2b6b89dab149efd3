import { IMPORT_LIMITS } from './budget';
import { ImportError } from './types';

/**
 * JSON of an imported project, refused before parsing when it nests deeper or holds more objects
 * and arrays than an import may cost (JSON.parse itself has no such limits).
 */
export function parseProjectJson(text: string): unknown {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      containers += 1;
      if (depth > IMPORT_LIMITS.maxJsonDepth) throw new ImportError('IMPORT_CORRUPTED', 'JSON nested too deep');
      if (containers > IMPORT_LIMITS.maxJsonContainers) {
        throw new ImportError('IMPORT_TOO_LARGE', `more than ${IMPORT_LIMITS.maxJsonContainers} JSON objects`);
      }
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError('IMPORT_CORRUPTED', 'not JSON');
  }
}
