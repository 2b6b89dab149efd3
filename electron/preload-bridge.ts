import type {
  DesktopBridge,
  SaveFileRequest,
  SaveFileResult,
  SessionState,
  Unsubscribe,
  UpdateStatus,
} from '../shared/desktop-bridge';
import { IPC, IPC_EVENTS, type IpcEventChannel } from './ipc-channels';

/** The parts of Electron's ipcRenderer the bridge uses. */
export type IpcRendererLike = {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
};

/**
 * Builds `window.desktop` for the preload. Listeners receive only the payload, never the IPC
 * event (which would hand the page a handle on ipcRenderer).
 */
export function createPreloadBridge(ipc: IpcRendererLike): DesktopBridge {
  const subscribe = <T>(channel: IpcEventChannel, listener: (payload: T) => void): Unsubscribe => {
    const wrapped = (_event: unknown, payload: unknown) => listener(payload as T);
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };

  return {
    capabilities: {
      handoffSignIn: true,
      nativeSession: true,
      opensWebsiteExternally: true,
      selfUpdate: true,
      nativeSaveDialog: true,
    },
    appVersion: () => ipc.invoke(IPC.appVersion) as Promise<string>,
    openExternal: (url) => ipc.invoke(IPC.openExternal, String(url)) as Promise<boolean>,
    saveFile: (request: SaveFileRequest) =>
      ipc.invoke(IPC.saveFile, {
        kind: request.kind,
        suggestedName: request.suggestedName,
        bytes: request.bytes,
      }) as Promise<SaveFileResult>,
    session: {
      get: () => ipc.invoke(IPC.sessionGet) as Promise<SessionState>,
      refresh: () => ipc.invoke(IPC.sessionRefresh) as Promise<SessionState>,
      signOut: async () => {
        await ipc.invoke(IPC.sessionSignOut);
      },
      onChange: (listener) => subscribe<SessionState>(IPC_EVENTS.sessionChanged, listener),
    },
    onAgreementsAccepted: (listener) => subscribe<void>(IPC_EVENTS.agreementsAccepted, () => listener()),
    updates: {
      get: () => ipc.invoke(IPC.updatesGet) as Promise<UpdateStatus>,
      install: async () => {
        await ipc.invoke(IPC.updatesInstall);
      },
      onChange: (listener) => subscribe<UpdateStatus>(IPC_EVENTS.updatesChanged, listener),
    },
  };
}
