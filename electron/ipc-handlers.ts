import type { IpcInvokeChannel } from './ipc-channels';
import { type IpcSenderEvent, isTrustedSender } from './ipc-sender';

export type IpcMainLike = {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): void;
};

export type IpcHandlers = Record<IpcInvokeChannel, (...args: unknown[]) => unknown>;

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the sender is not the app's own page.`);
    this.name = 'UntrustedSenderError';
  }
}

/** Registers every handler behind the same sender check; a foreign frame gets a rejection, not an answer. */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  options: { appOrigin: string; handlers: IpcHandlers; report?: (message: string) => void },
): void {
  for (const [channel, handler] of Object.entries(options.handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, options.appOrigin)) {
        options.report?.(`Refused IPC ${channel} from ${event.senderFrame?.url ?? 'an unknown frame'}.`);
        throw new UntrustedSenderError(channel);
      }
      return handler(...args);
    });
  }
}
