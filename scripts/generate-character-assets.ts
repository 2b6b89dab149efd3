/**
 * Generates the art and sound Cantara owns and commits:
 *   server/content/media/characters/<slug>/{thumbnail,card,body,body-bg}.webp   (card: body-bg at gallery-card size)
 *   server/content/media-full/<slug>[-bg].webp     full resolution, served to account holders only
 *   server/content/media/home/{main.webm,poster.webp,editor.webp}
 *   server/content/media/releases/*.webp
 * Usage: npx tsx scripts/generate-character-assets.ts   (ffmpeg is needed for the home video only)
 * The characters' sample.mp3 are sung by the voice engine: `npm run voice-samples`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { charactersFileSchema } from '../shared/schemas/content';
import { characterSvg, thumbnailSvg } from './assets/character-art';
import { DESIGNS } from './assets/designs';
import { demoNotes, pianoRollSvg, voiceToMidiSvg } from './assets/scenes';

const CONTENT = path.resolve('server/content');
const MEDIA = path.join(CONTENT, 'media');
const FULL = path.join(CONTENT, 'media-full');

const characters = charactersFileSchema.parse(
  JSON.parse(await fs.readFile(path.join(CONTENT, 'characters.json'), 'utf8')),
);

async function webp(svg: string, file: string, width: number, height: number, quality = 80): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 * (width / 600) })
    .resize(width, height)
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(file);
}

for (const character of characters) {
  const design = DESIGNS[character.slug];
  const dir = path.join(MEDIA, 'characters', character.slug);
  const withBg = characterSvg(character.slug, character.color, design, true);
  const withoutBg = characterSvg(character.slug, character.color, design, false);
  await webp(thumbnailSvg(character.slug, character.color, design), path.join(dir, 'thumbnail.webp'), 320, 320);
  await webp(withBg, path.join(dir, 'body-bg.webp'), 600, 900);
  await webp(withBg, path.join(dir, 'card.webp'), 360, 540);
  await webp(withoutBg, path.join(dir, 'body.webp'), 600, 900);
  await webp(withBg, path.join(FULL, `${character.slug}-bg.webp`), 1200, 1800, 88);
  await webp(withoutBg, path.join(FULL, `${character.slug}.webp`), 1200, 1800, 88);
  console.log(`✓ ${character.slug}`);
}

// Stills for the home page and the release notes.
const colors = characters.slice(0, 4).map((c) => c.color);
const notes = demoNotes(colors);
const editorSvg = pianoRollSvg(1280, 720, notes, 1, '#b197fc', true);
await webp(editorSvg, path.join(MEDIA, 'home', 'editor.webp'), 1280, 720, 78);
/** A release note's picture, and its half-size rendition for phones (named in the notes' image blocks as `sources`). */
async function releaseStill(svg: string, name: string, width: number, height: number): Promise<void> {
  await webp(svg, path.join(MEDIA, 'releases', `${name}.webp`), width, height, 78);
  await webp(svg, path.join(MEDIA, 'releases', `${name}-${width / 2}.webp`), width / 2, height / 2, 78);
}
await releaseStill(editorSvg, 'studio-editor', 1280, 720);
await releaseStill(voiceToMidiSvg(1280, 560, '#63e6be'), 'voice-to-midi', 1280, 560);

const tiles = await Promise.all(
  characters.map(async (c, i) => ({
    input: await sharp(Buffer.from(thumbnailSvg(c.slug, c.color, DESIGNS[c.slug])))
      .resize(180, 180)
      .png()
      .toBuffer(),
    // Seven on the first row, six centred under them.
    left: 20 + (i % 7) * 180 + (i >= 7 ? 90 : 0),
    top: 20 + Math.floor(i / 7) * 180,
  })),
);
const lineup = await sharp({ create: { width: 1300, height: 400, channels: 3, background: '#15121d' } })
  .composite(tiles)
  .png()
  .toBuffer();
await sharp(lineup)
  .webp({ quality: 78 })
  .toFile(path.join(MEDIA, 'releases', 'characters-lineup.webp'));
await sharp(lineup)
  .resize(650, 200)
  .webp({ quality: 78 })
  .toFile(path.join(MEDIA, 'releases', 'characters-lineup-650.webp'));

// The home page's main video: the piano roll filling in as the playhead sweeps, looped, no sound.
const FPS = 24;
const SECONDS = 8;
const frameSvg = (i: number) => pianoRollSvg(1280, 720, notes, i / (FPS * SECONDS - 1), '#b197fc');
await webp(pianoRollSvg(1280, 720, notes, 0.62, '#b197fc'), path.join(MEDIA, 'home', 'poster.webp'), 1280, 720, 72);

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
if (!hasFfmpeg) {
  console.warn('ffmpeg not found: the home video was not regenerated (apt-get install ffmpeg)');
} else {
  const output = path.join(MEDIA, 'home', 'main.webm');
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-framerate',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      output,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  for (let i = 0; i < FPS * SECONDS; i++) {
    const png = await sharp(Buffer.from(frameSvg(i)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    if (!ffmpeg.stdin.write(png)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await new Promise<void>((resolve, reject) =>
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  console.log(`✓ ${path.relative(process.cwd(), output)}`);
}
