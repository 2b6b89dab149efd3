import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { ExportFormat } from '../../../../shared/studio/formats';

/** Writes the song in an export format and hands it to the browser as a download (the writers load on first use). */
export async function downloadExport(document: ProjectDocument, format: ExportFormat, track?: Track): Promise<void> {
  const formats = await import('../../../../shared/studio/formats');
  const { bytes } = formats.exportFile(document, format, { track });
  const type = formats.EXPORT_FILE_TYPES[format];
  const blob = new Blob([bytes as BlobPart], { type: type.mimeType });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${safeFileName(document.title)}.${type.extension}`;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function safeFileName(title: string): string {
  return (
    title
      .replace(/[\\/:*?"<>|]+/g, '_')
      .trim()
      .slice(0, 80) || 'song'
  );
}
