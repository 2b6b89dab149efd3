import { saveFileKindOf } from '../../../../shared/desktop-bridge';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { ExportFormat } from '../../../../shared/studio/formats';
import { platform } from '../../platform';

/** Writes the song in an export format and saves it as a file named after it (the writers load on first use). */
export async function downloadExport(document: ProjectDocument, format: ExportFormat, track?: Track): Promise<void> {
  const formats = await import('../../../../shared/studio/formats');
  const { bytes } = formats.exportFile(document, format, { track });
  const kind = saveFileKindOf(`.${formats.EXPORT_FILE_TYPES[format].extension}`)!;
  await platform.saveFile({ kind, suggestedName: document.title, bytes });
}
