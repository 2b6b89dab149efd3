import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { ExportFormat } from '../../../../shared/studio/formats';
import { downloadFile } from '../downloadFile';

/** Writes the song in an export format and hands it to the browser as a download (the writers load on first use). */
export async function downloadExport(document: ProjectDocument, format: ExportFormat, track?: Track): Promise<void> {
  const formats = await import('../../../../shared/studio/formats');
  const { bytes } = formats.exportFile(document, format, { track });
  const type = formats.EXPORT_FILE_TYPES[format];
  downloadFile(bytes, document.title, type.extension, type.mimeType);
}
