/** IPC channel names shared by the preload and the main process. */
export const IPC = {
  appVersion: 'cantara:app-version',
  openExternal: 'cantara:open-external',
  saveFile: 'cantara:save-file',
  sessionGet: 'cantara:session-get',
  sessionRefresh: 'cantara:session-refresh',
  sessionSignOut: 'cantara:session-sign-out',
  updatesGet: 'cantara:updates-get',
  updatesInstall: 'cantara:updates-install',
} as const;

/** Events the main process pushes to the window. */
export const IPC_EVENTS = {
  sessionChanged: 'cantara:session-changed',
  agreementsAccepted: 'cantara:agreements-accepted',
  updatesChanged: 'cantara:updates-changed',
} as const;

export type IpcInvokeChannel = (typeof IPC)[keyof typeof IPC];
export type IpcEventChannel = (typeof IPC_EVENTS)[keyof typeof IPC_EVENTS];
