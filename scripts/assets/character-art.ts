/**
 * Procedural character illustrations as SVG (600 × 900 canvas): background, hair, face, outfit,
 * pose and accessories all vary with the character's design. Pure functions: text in, text out.
 */

import { accessoriesBehind, accessoriesOnBody, accessoriesOnHead, guitar, handheldMic } from './art-accessories';
import { armsFor, legs, limb, torso } from './art-body';
import type { Ctx } from './art-common';
import { face, hairBack, hairFront } from './art-head';
import { motifLayer } from './art-motifs';
import { mix, seeded, shade, tint } from './color';
import type { CharacterDesign } from './designs';

export const CANVAS = { width: 600, height: 900 } as const;

function background(ctx: Ctx): string {
  const rand = seeded(`${ctx.slug}-bg`);
  const { color } = ctx;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${mix(color, '#1b1530', 0.35)}"/>
      <stop offset="1" stop-color="${mix(color, '#0d0b14', 0.78)}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.42" r="0.5">
      <stop offset="0" stop-color="${tint(color, 0.35)}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${color}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="600" height="900" fill="url(#bg)"/>
  ${motifLayer(ctx.d.motif, color, rand)}
  <ellipse cx="300" cy="380" rx="300" ry="360" fill="url(#halo)"/>
  <ellipse cx="300" cy="872" rx="170" ry="20" fill="#000000" opacity="0.35"/>`;
}

/** The full-body illustration, with or without its background scene. */
export function characterSvg(slug: string, color: string, design: CharacterDesign, withBackground: boolean): string {
  const ctx: Ctx = { d: design, color, slug };
  const arms = armsFor(ctx);
  const sleeve =
    design.outfit === 'leather'
      ? '#2b2530'
      : design.outfit === 'vest'
        ? '#f8f9fa'
        : design.outfit === 'suit'
          ? shade(color, 0.45)
          : color;
  const armWidth = design.build === 'broad' ? 40 : 34;
  const shortSleeve = design.outfit === 'summer' || design.outfit === 'stage' ? 0.1 : 0.78;
  const micHand = design.accessories.includes('mic') ? null : design.pose === 'mic-up' ? arms.right.hand : null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
  <defs>
    <radialGradient id="skin" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="${tint(design.skin, 0.12)}"/><stop offset="1" stop-color="${shade(design.skin, 0.06)}"/></radialGradient>
    <radialGradient id="iris" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="${tint(design.eyes, 0.35)}"/><stop offset="1" stop-color="${shade(design.eyes, 0.35)}"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${tint(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, 0.22)}"/></linearGradient>
  </defs>
  ${withBackground ? background(ctx) : ''}
  ${accessoriesBehind(ctx)}
  ${hairBack(ctx)}
  ${legs(ctx)}
  ${torso(ctx)}
  ${accessoriesOnBody(ctx)}
  ${design.pose === 'guitar' ? guitar(ctx) : ''}
  ${face(ctx)}
  ${hairFront(ctx)}
  ${accessoriesOnHead(ctx)}
  ${limb(arms.left, sleeve, design.skin, armWidth, shortSleeve)}
  ${limb(arms.right, sleeve, design.skin, armWidth, shortSleeve)}
  ${micHand ? handheldMic(micHand) : ''}
</svg>`;
}
/** A square head-and-shoulders crop of the illustration with its background. */
export function thumbnailSvg(slug: string, color: string, design: CharacterDesign): string {
  return characterSvg(slug, color, design, true)
    .replace('viewBox="0 0 600 900"', 'viewBox="90 60 420 420"')
    .replace('width="600" height="900"', 'width="420" height="420"');
}
