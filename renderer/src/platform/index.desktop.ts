import type { DesktopBridge } from '../../../shared/desktop-bridge';
import { downloadFile } from './download';
import type { Platform } from './platform';

/**
 * Inside the desktop app the preload's bridge is the platform. A shell built before the save
 * dialog existed has no `saveFile`: files are then downloaded as in the browser.
 */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  const saveFile = bridge.saveFile?.bind(bridge);
  return { ...bridge, saveFile: saveFile ?? downloadFile };
}
