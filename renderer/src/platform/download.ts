import {
  SAVE_FILE_KINDS,
  type SaveFileRequest,
  type SaveFileResult,
  safeFileName,
} from '../../../shared/desktop-bridge';

/** The browser's way to save a file: a Blob link the browser downloads. */
export async function downloadFile(request: SaveFileRequest): Promise<SaveFileResult> {
  const { mimeType } = SAVE_FILE_KINDS[request.kind];
  const bytes = request.bytes as Uint8Array<ArrayBuffer>;
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const name = safeFileName(request.suggestedName, request.kind);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { status: 'saved', name };
}
