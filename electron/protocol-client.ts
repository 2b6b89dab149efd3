import path from 'node:path';
import { DESKTOP_PROTOCOL } from '../shared/desktop-bridge';

export type ProtocolApp = {
  isPackaged: boolean;
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
};

export type ProcessInfo = { execPath: string; argv: readonly string[] };

/**
 * Registers the app as the handler of `cantara://`. A packaged app registers itself; in
 * development Electron runs the project folder, which must then be passed to it again.
 */
export function registerProtocolClient(app: ProtocolApp, proc: ProcessInfo): boolean {
  if (app.isPackaged) return app.setAsDefaultProtocolClient(DESKTOP_PROTOCOL);
  const appPath = proc.argv.slice(1).find((arg) => !arg.startsWith('-') && !arg.toLowerCase().startsWith('cantara:'));
  if (!appPath) return app.setAsDefaultProtocolClient(DESKTOP_PROTOCOL);
  return app.setAsDefaultProtocolClient(DESKTOP_PROTOCOL, proc.execPath, [path.resolve(appPath)]);
}
