import { type Ctx, OUTLINE, stroke } from './art-common';
import { sparkle, star } from './art-motifs';
import { shade, tint } from './color';

/** Accessories behind, on the head and on the body, and what the hands hold. */

export function accessoriesBehind(ctx: Ctx): string {
  return ctx.d.accessories.includes('fox-ears')
    ? `<path d="M215 170 L200 70 L270 140Z" fill="${ctx.d.hair}" ${stroke(4)}/><path d="M222 150 L212 96 L252 138Z" fill="#fff4e6"/>
       <path d="M385 170 L400 70 L330 140Z" fill="${ctx.d.hair}" ${stroke(4)}/><path d="M378 150 L388 96 L348 138Z" fill="#fff4e6"/>`
    : '';
}
export function accessoriesOnHead(ctx: Ctx): string {
  const parts: string[] = [];
  const c = ctx.color;
  for (const item of ctx.d.accessories) {
    switch (item) {
      case 'headphones':
        parts.push(`<path d="M196 250 C180 110 420 110 404 250" fill="none" stroke="${OUTLINE}" stroke-width="18"/><path d="M196 250 C180 110 420 110 404 250" fill="none" stroke="${shade(c, 0.2)}" stroke-width="10"/>
          <rect x="176" y="226" width="36" height="62" rx="14" fill="${c}" ${stroke(4)}/><rect x="388" y="226" width="36" height="62" rx="14" fill="${c}" ${stroke(4)}/>`);
        break;
      case 'cap':
        parts.push(
          `<path d="M214 170 C220 110 380 110 386 170Z" fill="${shade(c, 0.3)}" ${stroke(4)}/><path d="M370 166 L440 176 Q420 150 380 150Z" fill="${shade(c, 0.45)}" ${stroke(4)}/><circle cx="300" cy="118" r="8" fill="${ctx.d.outfitAccent}" ${stroke(3)}/>`,
        );
        break;
      case 'ribbon':
        parts.push(
          `<path d="M300 120 L250 90 L252 150Z M300 120 L350 90 L348 150Z" fill="#e64980" ${stroke(4)}/><circle cx="300" cy="120" r="13" fill="#f783ac" ${stroke(3)}/>`,
        );
        break;
      case 'star-clip':
        parts.push(star(362, 180, 22, '#ffd43b'), `<circle cx="362" cy="180" r="5" fill="#fff9db"/>`);
        break;
      case 'visor':
        parts.push(
          `<path d="M210 196 Q300 160 390 196 L384 214 Q300 182 216 214Z" fill="${tint(c, 0.3)}" opacity="0.9" ${stroke(3)}/>${sparkle(380, 150, 16, '#ffffff')}`,
        );
        break;
      case 'hat':
        parts.push(
          `<ellipse cx="300" cy="160" rx="150" ry="26" fill="#2b2118" ${stroke(4)}/><path d="M222 158 C226 80 374 80 378 158Z" fill="#3b2f26" ${stroke(4)}/><rect x="224" y="134" width="152" height="16" fill="${c}"/>`,
        );
        break;
      case 'glasses':
        parts.push(
          `<g fill="none" stroke="#3b2a1e" stroke-width="5"><circle cx="258" cy="254" r="30"/><circle cx="342" cy="254" r="30"/><path d="M288 250 Q300 242 312 250"/></g>`,
        );
        break;
      case 'shell':
        parts.push(`<path d="M372 160 q14 -26 28 0 q-14 10 -28 0Z" fill="#ffc9c9" ${stroke(3)}/>`);
        break;
      default:
        break;
    }
  }
  return parts.join('');
}
export function accessoriesOnBody(ctx: Ctx): string {
  const parts: string[] = [];
  const c = ctx.color;
  for (const item of ctx.d.accessories) {
    switch (item) {
      case 'camera':
        parts.push(
          `<path d="M262 390 L250 500 M338 390 L350 500" stroke="#343a40" stroke-width="4"/><rect x="244" y="490" width="80" height="54" rx="8" fill="#343a40" ${stroke(3)}/><circle cx="284" cy="517" r="17" fill="#868e96" ${stroke(3)}/><circle cx="284" cy="517" r="8" fill="#212529"/>`,
        );
        break;
      case 'scarf':
        parts.push(
          `<path d="M256 372 Q300 400 344 372 L350 400 Q300 430 250 400Z" fill="${c}" ${stroke(3)}/><path d="M320 404 L330 500 L306 496 L300 410Z" fill="${c}" ${stroke(3)}/>`,
        );
        break;
      case 'bowtie':
        parts.push(
          `<path d="M300 396 L272 382 L272 412Z M300 396 L328 382 L328 412Z" fill="${c}" ${stroke(3)}/><circle cx="300" cy="396" r="6" fill="${shade(c, 0.3)}"/>`,
        );
        break;
      case 'studs':
        for (let i = 0; i < 6; i++)
          parts.push(
            `<circle cx="${230 + i * 28}" cy="${398 + Math.abs(2.5 - i) * 4}" r="6" fill="#ced4da" ${stroke(2)}/>`,
          );
        break;
      case 'shell':
        parts.push(
          `<path d="M262 384 Q300 430 338 384" fill="none" stroke="#fff" stroke-width="3"/><circle cx="300" cy="420" r="9" fill="#ffc9c9" ${stroke(2)}/>`,
        );
        break;
      case 'mic':
        parts.push(
          `<path d="M246 268 Q240 300 280 318" fill="none" stroke="#343a40" stroke-width="5"/><circle cx="282" cy="318" r="7" fill="#495057"/>`,
        );
        break;
      default:
        break;
    }
  }
  return parts.join('');
}
export function handheldMic(hand: [number, number]): string {
  const [x, y] = hand;
  return `<rect x="${x - 8}" y="${y}" width="16" height="70" rx="6" fill="#343a40" ${stroke(3)} transform="rotate(16 ${x} ${y})"/><circle cx="${x}" cy="${y - 6}" r="16" fill="#adb5bd" ${stroke(3)}/>`;
}
export function guitar(ctx: Ctx): string {
  const c = ctx.color;
  return `<g transform="rotate(-28 300 560)">
    <rect x="300" y="545" width="210" height="22" rx="4" fill="#7a4a22" ${stroke(3)}/>
    <rect x="500" y="538" width="40" height="36" rx="6" fill="#3b2a1e" ${stroke(3)}/>
    <path d="M220 520 C180 500 150 530 170 560 C150 590 180 620 220 600 C250 620 300 610 300 560 C300 510 250 500 220 520Z" fill="${c}" ${stroke(4)}/>
    <circle cx="250" cy="558" r="14" fill="${OUTLINE}"/>
    <rect x="190" y="548" width="14" height="24" fill="${shade(c, 0.5)}"/>
    <path d="M200 556 L520 556 M200 564 L520 564" stroke="#f1f3f5" stroke-width="1.5"/>
  </g>`;
}
