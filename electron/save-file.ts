import path from 'node:path';
import {
  SAVE_FILE_KINDS,
  SAVE_FILE_MAX_BYTES,
  type SaveFileKind,
  type SaveFileRequest,
  type SaveFileResult,
  safeFileName,
} from '../shared/desktop-bridge';

export type SaveDialogOptions = {
  defaultPath: string;
  filters: Array<{ name: string; extensions: string[] }>;
};

/** Electron's `dialog.showSaveDialog` for the app's window, as the save logic needs it. */
export type ShowSaveDialog = (options: SaveDialogOptions) => Promise<{ canceled: boolean; filePath?: string }>;

export class InvalidSaveRequestError extends Error {
  constructor(reason: string) {
    super(`Refused to save: ${reason}.`);
    this.name = 'InvalidSaveRequestError';
  }
}

/** What arrived over IPC, checked: a known kind, a name, bytes of a sane size. */
export function parseSaveFileRequest(raw: unknown): SaveFileRequest {
  if (!raw || typeof raw !== 'object') throw new InvalidSaveRequestError('no request');
  const { kind, suggestedName, bytes } = raw as Record<string, unknown>;
  if (typeof kind !== 'string' || !Object.hasOwn(SAVE_FILE_KINDS, kind))
    throw new InvalidSaveRequestError('unknown kind');
  if (typeof suggestedName !== 'string') throw new InvalidSaveRequestError('no file name');
  if (!(bytes instanceof Uint8Array)) throw new InvalidSaveRequestError('no bytes');
  if (bytes.byteLength > SAVE_FILE_MAX_BYTES) throw new InvalidSaveRequestError('file too large');
  return { kind: kind as SaveFileKind, suggestedName, bytes };
}

/** The chosen path with the kind's extension (a user who types a bare name still gets a .wav). */
function withExtension(filePath: string, kind: SaveFileKind): string {
  const extensions: readonly string[] = SAVE_FILE_KINDS[kind].extensions;
  const current = path.extname(filePath).slice(1).toLowerCase();
  return extensions.includes(current) ? filePath : `${filePath}.${extensions[0]}`;
}

/**
 * The main process's side of `saveFile`: asks where in the system save dialog (starting in
 * `directory()` with a safe name) and writes the bytes there. Electron is passed in.
 */
export function createSaveFileHandler(deps: {
  showSaveDialog: ShowSaveDialog;
  writeFile: (filePath: string, bytes: Uint8Array) => Promise<void>;
  directory: () => string;
}): (raw: unknown) => Promise<SaveFileResult> {
  return async (raw) => {
    const request = parseSaveFileRequest(raw);
    const name = safeFileName(request.suggestedName, request.kind);
    const chosen = await deps.showSaveDialog({
      defaultPath: path.join(deps.directory(), name),
      filters: [
        { name: SAVE_FILE_KINDS[request.kind].label, extensions: [...SAVE_FILE_KINDS[request.kind].extensions] },
      ],
    });
    if (chosen.canceled || !chosen.filePath) return { status: 'cancelled' };
    const target = withExtension(chosen.filePath, request.kind);
    await deps.writeFile(target, request.bytes);
    return { status: 'saved', name: path.basename(target) };
  };
}
