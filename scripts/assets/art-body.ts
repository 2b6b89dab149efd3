import { type Ctx, OUTLINE, shoulderHalfWidth, stroke } from './art-common';
import { star } from './art-motifs';
import { shade, tint } from './color';

/** Arms, legs and the outfit. */

export type Limb = { shoulder: [number, number]; elbow: [number, number]; hand: [number, number] };
export function armsFor(ctx: Ctx): { left: Limb; right: Limb } {
  const w = shoulderHalfWidth(ctx.d.build);
  const ls: [number, number] = [300 - w + 14, 402];
  const rs: [number, number] = [300 + w - 14, 402];
  const down = (s: [number, number], dir: number): Limb => ({
    shoulder: s,
    elbow: [s[0] + dir * 22, 500],
    hand: [s[0] + dir * 26, 590],
  });
  switch (ctx.d.pose) {
    case 'mic-up':
      return { left: down(ls, -1), right: { shoulder: rs, elbow: [rs[0] + 40, 480], hand: [338, 336] } };
    case 'wave':
      return { left: down(ls, -1), right: { shoulder: rs, elbow: [rs[0] + 70, 360], hand: [rs[0] + 80, 262] } };
    case 'heart':
      return {
        left: { shoulder: ls, elbow: [ls[0] - 20, 490], hand: [282, 452] },
        right: { shoulder: rs, elbow: [rs[0] + 20, 490], hand: [318, 452] },
      };
    case 'guitar':
      return {
        left: { shoulder: ls, elbow: [ls[0] - 10, 500], hand: [300, 548] },
        right: { shoulder: rs, elbow: [rs[0] + 40, 470], hand: [rs[0] + 70, 420] },
      };
    case 'point':
      return { left: down(ls, -1), right: { shoulder: rs, elbow: [rs[0] + 70, 330], hand: [rs[0] + 120, 250] } };
    case 'open':
      return {
        left: { shoulder: ls, elbow: [ls[0] - 60, 470], hand: [ls[0] - 110, 430] },
        right: { shoulder: rs, elbow: [rs[0] + 60, 470], hand: [rs[0] + 110, 430] },
      };
    case 'fist':
      return { left: down(ls, -1), right: { shoulder: rs, elbow: [rs[0] + 60, 320], hand: [rs[0] + 50, 205] } };
    case 'hips':
      return {
        left: { shoulder: ls, elbow: [ls[0] - 55, 500], hand: [ls[0] + 8, 575] },
        right: { shoulder: rs, elbow: [rs[0] + 55, 500], hand: [rs[0] - 8, 575] },
      };
    default:
      return { left: down(ls, -1), right: down(rs, 1) };
  }
}
export function limb(l: Limb, sleeve: string, skin: string, width: number, sleeveEnd = 0.75): string {
  const [sx, sy] = l.shoulder;
  const [ex, ey] = l.elbow;
  const [hx, hy] = l.hand;
  const cuff: [number, number] = [ex + (hx - ex) * sleeveEnd, ey + (hy - ey) * sleeveEnd];
  const skinPath = `<path d="M${cuff[0]} ${cuff[1]} L${hx} ${hy}" stroke="${OUTLINE}" stroke-width="${width * 0.72 + 8}" stroke-linecap="round" fill="none"/><path d="M${cuff[0]} ${cuff[1]} L${hx} ${hy}" stroke="${skin}" stroke-width="${width * 0.72}" stroke-linecap="round" fill="none"/>`;
  const sleevePath = `<path d="M${sx} ${sy} L${ex} ${ey} L${cuff[0]} ${cuff[1]}" stroke="${OUTLINE}" stroke-width="${width + 8}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="M${sx} ${sy} L${ex} ${ey} L${cuff[0]} ${cuff[1]}" stroke="${sleeve}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `${skinPath}${sleevePath}<circle cx="${hx}" cy="${hy}" r="${width * 0.5}" fill="${skin}" ${stroke(4)}/>`;
}
export const SKIRTED = new Set(['sailor', 'dress', 'stage', 'summer', 'haori', 'knit']);
export function legs(ctx: Ctx): string {
  const { skin, outfit } = ctx.d;
  const w = shoulderHalfWidth(ctx.d.build);
  const pants =
    outfit === 'leather' ? '#25212b' : outfit === 'suit' || outfit === 'vest' ? shade(ctx.color, 0.55) : '#2f3a56';
  const shoe = outfit === 'space' ? tint(ctx.color, 0.4) : outfit === 'leather' ? '#111111' : shade(ctx.color, 0.35);
  const legFill = SKIRTED.has(outfit) ? skin : pants;
  const legW = w > 100 ? 50 : 42;
  const legsSvg = [300 - legW * 0.75, 300 + legW * 0.75]
    .map(
      (x) =>
        `<rect x="${x - legW / 2}" y="600" width="${legW}" height="240" rx="${legW / 2.4}" fill="${legFill}" ${stroke(4)}/>`,
    )
    .join('');
  const socks = SKIRTED.has(outfit)
    ? [300 - legW * 0.75, 300 + legW * 0.75]
        .map(
          (x) =>
            `<rect x="${x - legW / 2}" y="760" width="${legW}" height="70" rx="12" fill="${outfit === 'haori' ? '#ffffff' : tint(ctx.color, 0.7)}" ${stroke(3)}/>`,
        )
        .join('')
    : '';
  const shoes = [300 - legW * 0.75, 300 + legW * 0.75]
    .map(
      (x, i) =>
        `<path d="M${x - legW / 2 - (i ? 0 : 14)} 858 C${x - legW / 2 - (i ? 0 : 14)} 820 ${x + legW / 2 + (i ? 14 : 0)} 820 ${x + legW / 2 + (i ? 14 : 0)} 858Z" fill="${shoe}" ${stroke(4)}/>`,
    )
    .join('');
  return legsSvg + socks + shoes;
}
export function torso(ctx: Ctx): string {
  const { outfit, outfitAccent: accent } = ctx.d;
  const c = ctx.color;
  const w = shoulderHalfWidth(ctx.d.build);
  const s = stroke(4);
  const L = 300 - w;
  const R = 300 + w;
  const body = (fill: string, bottom = 620) =>
    `<path d="M${L + 10} 392 Q300 360 ${R - 10} 392 Q${R + 8} 400 ${R} 430 L${R - 14} ${bottom} L${L + 14} ${bottom} L${L} 430 Q${L - 8} 400 ${L + 10} 392Z" fill="${fill}" ${s}/>`;
  const skirt = (fill: string, len = 720, flare = 40) =>
    `<path d="M${L + 18} 590 L${R - 18} 590 L${R + flare} ${len} Q300 ${len + 22} ${L - flare} ${len}Z" fill="${fill}" ${s}/>`;
  switch (outfit) {
    case 'hoodie':
      return `${body('url(#cloth)', 630)}
        <path d="M250 378 Q300 420 350 378 Q340 404 300 412 Q260 404 250 378Z" fill="${shade(c, 0.25)}" ${stroke(3)}/>
        <path d="M288 410 L284 470 M312 410 L316 470" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>
        <rect x="244" y="520" width="112" height="60" rx="16" fill="${shade(c, 0.15)}" ${stroke(3)}/>
        <text x="300" y="500" font-family="Arial, sans-serif" font-weight="900" font-size="30" text-anchor="middle" fill="${accent}">HD</text>`;
    case 'sailor':
      return `${skirt(shade(c, 0.45), 700, 50)}
        ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${L + 30 + i * ((w * 2 - 60) / 5)} 595 L${L + 10 + i * ((w * 2 - 20) / 5) - 10} 700" stroke="${OUTLINE}" stroke-width="2" opacity="0.5"/>`).join('')}
        ${body('#ffffff', 600)}
        <path d="M${L + 8} 396 L300 470 L${R - 8} 396 L${R - 20} 440 L300 500 L${L + 20} 440Z" fill="${c}" ${s}/>
        <path d="M${L + 22} 420 L300 482 L${R - 22} 420" fill="none" stroke="#ffffff" stroke-width="4"/>
        <path d="M280 478 L300 540 L320 478 L340 520 L300 500 L260 520Z" fill="#e03131" ${stroke(3)}/>`;
    case 'dress':
      return `${skirt(c, 740, 70)}
        <path d="M${L - 50} 712 Q300 760 ${R + 50} 712" fill="none" stroke="${accent}" stroke-width="10"/>
        ${body('url(#cloth)', 600)}
        <path d="M262 386 Q300 426 338 386 Q330 410 300 420 Q270 410 262 386Z" fill="${accent}" ${stroke(3)}/>
        ${[470, 515, 560].map((y) => `<circle cx="300" cy="${y}" r="6" fill="${accent}" ${stroke(2)}/>`).join('')}`;
    case 'knit':
      return `${skirt(shade(c, 0.5), 760, 20)}
        ${body('url(#cloth)', 610)}
        ${[260, 300, 340].map((x) => `<path d="M${x} 420 q12 20 0 40 q-12 20 0 40 q12 20 0 40 q-12 20 0 40" fill="none" stroke="${tint(c, 0.35)}" stroke-width="5"/>`).join('')}
        <rect x="${L + 12}" y="596" width="${w * 2 - 24}" height="22" rx="6" fill="${shade(c, 0.2)}" ${stroke(3)}/>`;
    case 'flannel':
      return `${body('url(#cloth)', 630)}
        ${[0, 1, 2, 3, 4].map((i) => `<line x1="${L + 10}" y1="${430 + i * 42}" x2="${R - 10}" y2="${430 + i * 42}" stroke="${shade(c, 0.4)}" stroke-width="8" opacity="0.5"/>`).join('')}
        ${[0, 1, 2, 3].map((i) => `<line x1="${L + 30 + i * (w / 2)}" y1="395" x2="${L + 30 + i * (w / 2)}" y2="625" stroke="${shade(c, 0.4)}" stroke-width="8" opacity="0.5"/>`).join('')}
        <path d="M262 386 L300 440 L338 386 L326 630 L274 630Z" fill="${accent}" ${stroke(3)}/>`;
    case 'turtleneck':
      return `${body(shade(c, 0.55), 700)}
        <path d="M${L + 2} 410 L${L - 8} 700 L270 700 L282 420Z M${R - 2} 410 L${R + 8} 700 L330 700 L318 420Z" fill="${shade(c, 0.3)}" ${stroke(3)}/>
        <path d="M270 360 L330 360 L334 404 Q300 414 266 404Z" fill="${accent}" ${stroke(3)}/>
        <path d="M286 420 L314 420 L312 690 L288 690Z" fill="${accent}" opacity="0.9"/>`;
    case 'stage':
      return `${skirt('#f8f9fa', 690, 34)}
        ${body('url(#cloth)', 590)}
        <path d="M${L + 12} 400 L${L + 30} 590 M${R - 12} 400 L${R - 30} 590" stroke="#ffd43b" stroke-width="6"/>
        ${[440, 480, 520, 560].map((y) => `<circle cx="${L + 46}" cy="${y}" r="5" fill="#ffd43b"/><circle cx="${R - 46}" cy="${y}" r="5" fill="#ffd43b"/>`).join('')}
        <path d="M270 392 L300 430 L330 392" fill="none" stroke="#ffffff" stroke-width="6"/>`;
    case 'suit':
      return `${body(shade(c, 0.45), 630)}
        <path d="M270 388 L300 470 L330 388 L324 630 L276 630Z" fill="#ffffff" ${stroke(3)}/>
        <path d="M${L + 20} 398 L290 520 L300 630 L${L + 30} 630Z M${R - 20} 398 L310 520 L300 630 L${R - 30} 630Z" fill="url(#cloth)" ${stroke(3)}/>
        <path d="M266 392 L292 470 L262 446Z M334 392 L308 470 L338 446Z" fill="${shade(c, 0.25)}" ${stroke(3)}/>
        <rect x="${R - 70}" y="450" width="36" height="12" rx="3" fill="${accent}"/>`;
    case 'leather':
      return `${body('#2b2530', 630)}
        <path d="M272 388 L300 460 L328 388 L320 630 L280 630Z" fill="${c}" ${stroke(3)}/>
        <path d="M306 500 L286 540 L302 540 L292 580 L318 530 L302 530 L312 500Z" fill="#ffd43b" ${stroke(2)}/>
        <path d="M${L + 16} 400 L282 500 L${L + 22} 520Z M${R - 16} 400 L318 500 L${R - 22} 520Z" fill="#3d3544" ${stroke(3)}/>
        <line x1="290" y1="470" x2="290" y2="628" stroke="${accent}" stroke-width="4" stroke-dasharray="6 6"/>`;
    case 'summer':
      return `${skirt(c, 750, 60)}
        ${Array.from({ length: 10 }, (_, i) => `<circle cx="${240 + (i % 5) * 30 + (i > 4 ? 15 : 0)}" cy="${640 + (i > 4 ? 50 : 0)}" r="7" fill="${accent}" opacity="0.9"/>`).join('')}
        <path d="M${L + 30} 430 Q300 450 ${R - 30} 430 L${R - 16} 600 L${L + 16} 600Z" fill="url(#cloth)" ${s}/>
        <path d="M${L + 40} 432 L${L + 50} 392 M${R - 40} 432 L${R - 50} 392" stroke="${shade(c, 0.3)}" stroke-width="6"/>`;
    case 'space':
      return `${body('url(#cloth)', 630)}
        <path d="M${L + 20} 470 L${R - 20} 470 M300 400 L300 630" stroke="${tint(c, 0.7)}" stroke-width="5" opacity="0.9"/>
        <circle cx="300" cy="520" r="26" fill="${accent}" ${stroke(3)}/>${star(300, 520, 16, '#ffffff')}
        <path d="M266 380 Q300 400 334 380 L334 400 Q300 416 266 400Z" fill="${tint(c, 0.5)}" ${stroke(3)}/>`;
    case 'haori':
      return `${skirt('#ffffff', 740, 26)}
        ${body(accent, 600)}
        <path d="M${L - 10} 400 L${L - 30} 640 L270 640 L290 420Z M${R + 10} 400 L${R + 30} 640 L330 640 L310 420Z" fill="url(#cloth)" ${s}/>
        <rect x="${L + 10}" y="540" width="${w * 2 - 20}" height="40" fill="#c92a2a" ${stroke(3)}/>
        ${[0, 1, 2].map((i) => `<circle cx="${L + 10 + i * 20}" cy="${470 + i * 40}" r="6" fill="#ffffff" opacity="0.8"/>`).join('')}`;
    case 'vest':
      return `${body('#f8f9fa', 630)}
        <path d="M${L + 6} 410 L280 420 L300 540 L300 630 L${L + 18} 630Z M${R - 6} 410 L320 420 L300 540 L300 630 L${R - 18} 630Z" fill="url(#cloth)" ${s}/>
        <path d="M292 392 L308 392 L314 500 L300 520 L286 500Z" fill="${shade(c, 0.4)}" ${stroke(3)}/>
        ${[560, 595].map((y) => `<circle cx="300" cy="${y}" r="5" fill="${accent}" ${stroke(2)}/>`).join('')}`;
    default:
      return body('url(#cloth)');
  }
}
