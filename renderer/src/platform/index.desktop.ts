import type { DesktopBridge } from '../../../shared/desktop-bridge';
import type { Platform } from './platform';

/** Inside the desktop app the preload's bridge already is the platform; it is used as given. */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return bridge;
}
