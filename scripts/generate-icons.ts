import fs from 'node:fs';
import path from 'node:path';
import png2icons from 'png2icons';
import sharp from 'sharp';

/**
 * Renders the app icons for electron-builder from the logo SVG: PNGs in build/icons (Linux),
 * build/icon.png (1024 px), build/icon.ico (Windows) and build/icon.icns (macOS); and the website's
 * icons in renderer/public. The website names PNGs, not the SVG: Chromium decodes an SVG favicon on
 * the page's main thread as a document of its own, a task of 26–58 ms after the first paint.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'renderer/public/favicon.svg');
const OUT = path.join(ROOT, 'build');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const PUBLIC = path.join(ROOT, 'renderer/public');
/** The browser tab's icon, Android's home-screen icon and iOS's. */
const WEB_ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'icon-192.png', size: 192 },
  { file: 'apple-touch-icon.png', size: 180 },
];

async function render(svg: Buffer, size: number): Promise<Buffer> {
  // Render at a density that gives the target size directly, so small sizes stay crisp.
  return sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main(): Promise<void> {
  const svg = fs.readFileSync(SOURCE);
  fs.mkdirSync(path.join(OUT, 'icons'), { recursive: true });
  const rendered = new Map<number, Buffer>();
  for (const size of SIZES) {
    const png = await render(svg, size);
    rendered.set(size, png);
    fs.writeFileSync(path.join(OUT, 'icons', `${size}x${size}.png`), png);
  }
  const largest = rendered.get(1024) as Buffer;
  fs.writeFileSync(path.join(OUT, 'icon.png'), largest);
  const ico = png2icons.createICO(largest, png2icons.BICUBIC, 0, false, true);
  const icns = png2icons.createICNS(largest, png2icons.BICUBIC, 0);
  if (!ico || !icns) throw new Error('png2icons could not convert the icon.');
  fs.writeFileSync(path.join(OUT, 'icon.ico'), ico);
  fs.writeFileSync(path.join(OUT, 'icon.icns'), icns);
  for (const { file, size } of WEB_ICONS) fs.writeFileSync(path.join(PUBLIC, file), await render(svg, size));
  console.log(`icons written to ${path.relative(ROOT, OUT)}/ and ${path.relative(ROOT, PUBLIC)}/`);
}

await main();
