import type { DesktopBridge, SaveFileRequest, SaveFileResult } from '../../../shared/desktop-bridge';

/**
 * What the renderer may ask of the platform it runs on. Both variants implement the bridge type
 * the desktop preload exposes, so pages call one API and check capabilities, never the platform.
 */
export type Platform = Omit<DesktopBridge, 'saveFile'> & {
  /** The system save dialog on the desktop, a download in the browser. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;
};

declare global {
  interface Window {
    /** Exposed by the desktop app's preload; only this folder reads it. */
    desktop?: DesktopBridge;
  }
}
