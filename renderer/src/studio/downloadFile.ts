/** Hands bytes to the browser as a download named after a song or project title. */
export function downloadFile(bytes: Uint8Array, title: string, extension: string, mimeType: string): void {
  const blob = new Blob([bytes as BlobPart], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${safeFileName(title)}.${extension}`;
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
