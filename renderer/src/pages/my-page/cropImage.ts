/** The largest centred square of an image: the part a profile photo keeps. */
export function centredSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** Decodes a chosen file; rejects when it is not an image the browser can read (judged by content). */
export function decodeImage(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file);
}

/** Draws the centred square of the image at size × size pixels. */
export function cropToSquare(image: ImageBitmap, size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const { x, y, side } = centredSquare(image.width, image.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, x, y, side, side, 0, 0, size, size);
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))), 'image/png');
  });
}
