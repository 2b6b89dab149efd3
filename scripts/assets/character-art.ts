/**
 * Procedural character illustrations as SVG (600 × 900 canvas): background, hair, face, outfit,
 * pose and accessories all vary with the character's design. Pure functions: text in, text out.
 */
import { mix, seeded, shade, tint } from './color';
import type { CharacterDesign, Motif } from './designs';

export const CANVAS = { width: 600, height: 900 } as const;
const OUTLINE = '#1c1424';

type Ctx = { d: CharacterDesign; color: string; slug: string };

const stroke = (width = 4) =>
  `stroke="${OUTLINE}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

function shoulderHalfWidth(build: CharacterDesign['build']): number {
  return build === 'broad' ? 108 : build === 'regular' ? 94 : 80;
}

// ---------------------------------------------------------------------------------------------
// Background

function star(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}

function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

function note(x: number, y: number, size: number, fill: string, opacity: number): string {
  return `<g opacity="${opacity}" fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${size * 0.55}" ry="${size * 0.4}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + size * 0.42}" y="${y - size * 2}" width="${size * 0.14}" height="${size * 2}"/><path d="M${x + size * 0.56} ${y - size * 2} q${size * 0.8} ${size * 0.3} ${size * 0.6} ${size}" stroke="${fill}" stroke-width="${size * 0.14}" fill="none"/></g>`;
}

function motifLayer(motif: Motif, color: string, rand: () => number): string {
  const light = tint(color, 0.55);
  const parts: string[] = [];
  const scatter = (n: number, draw: (x: number, y: number, s: number) => string) => {
    for (let i = 0; i < n; i++) parts.push(draw(30 + rand() * 540, 30 + rand() * 620, 0.5 + rand()));
  };
  switch (motif) {
    case 'city':
      for (let i = 0; i < 11; i++) {
        const w = 40 + rand() * 40;
        const h = 120 + rand() * 220;
        const x = i * 56 - 10;
        parts.push(
          `<rect x="${x}" y="${900 - h}" width="${w}" height="${h}" fill="${shade(color, 0.55)}" opacity="0.85"/>`,
        );
        for (let wy = 900 - h + 14; wy < 880; wy += 22) {
          for (let wx = x + 8; wx < x + w - 10; wx += 14) {
            if (rand() > 0.55)
              parts.push(`<rect x="${wx}" y="${wy}" width="7" height="10" fill="${tint(color, 0.7)}" opacity="0.7"/>`);
          }
        }
      }
      break;
    case 'sparkles':
      scatter(16, (x, y, s) => sparkle(x, y, 10 + s * 14, '#ffffff', 0.35 + s * 0.3));
      break;
    case 'rain':
      for (let i = 0; i < 60; i++) {
        const x = rand() * 640;
        const y = rand() * 900;
        parts.push(
          `<line x1="${x}" y1="${y}" x2="${x - 12}" y2="${y + 40}" stroke="${light}" stroke-width="2" opacity="0.35"/>`,
        );
      }
      scatter(9, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${14 + s * 26}" fill="${light}" opacity="0.12"/>`);
      break;
    case 'stars':
      parts.push(
        `<circle cx="470" cy="130" r="60" fill="#fff9db" opacity="0.9"/><circle cx="495" cy="112" r="56" fill="${shade(color, 0.35)}"/>`,
      );
      scatter(22, (x, y, s) => star(x, y, 6 + s * 8, '#fff3bf', 0.5 + s * 0.25));
      break;
    case 'amp':
      for (const x of [10, 460]) {
        parts.push(`<rect x="${x}" y="560" width="130" height="300" rx="10" fill="${shade(color, 0.7)}"/>`);
        for (const y of [590, 720]) {
          parts.push(
            `<circle cx="${x + 65}" cy="${y + 55}" r="48" fill="${shade(color, 0.85)}" stroke="${shade(color, 0.4)}" stroke-width="6"/>`,
          );
        }
      }
      scatter(8, (x, y, s) => `<circle cx="${x}" cy="${y * 0.7}" r="${20 + s * 40}" fill="${light}" opacity="0.12"/>`);
      break;
    case 'vinyl':
      parts.push(`<circle cx="300" cy="330" r="250" fill="${shade(color, 0.75)}" opacity="0.9"/>`);
      for (let r = 80; r < 250; r += 14)
        parts.push(
          `<circle cx="300" cy="330" r="${r}" fill="none" stroke="${shade(color, 0.55)}" stroke-width="2" opacity="0.6"/>`,
        );
      parts.push(
        `<circle cx="300" cy="330" r="70" fill="${color}" opacity="0.9"/><circle cx="300" cy="330" r="8" fill="${shade(color, 0.8)}"/>`,
      );
      break;
    case 'stage':
      for (const [x, angle] of [
        [120, 14],
        [300, 0],
        [480, -14],
      ] as const) {
        parts.push(
          `<polygon points="${x - 20},0 ${x + 20},0 ${x + 150},900 ${x - 150},900" fill="#ffffff" opacity="0.09" transform="rotate(${angle} ${x} 0)"/>`,
        );
      }
      scatter(
        14,
        (x, y, s) => `<circle cx="${x}" cy="${y}" r="${4 + s * 6}" fill="#ffffff" opacity="${0.2 + s * 0.3}"/>`,
      );
      break;
    case 'notes':
      scatter(12, (x, y, s) => note(x, y, 14 + s * 12, light, 0.35 + s * 0.2));
      break;
    case 'flames':
      for (let i = 0; i < 9; i++) {
        const x = i * 75 - 10;
        const h = 160 + rand() * 160;
        parts.push(
          `<path d="M${x} 900 Q${x + 10} ${900 - h * 0.6} ${x + 40} ${900 - h} Q${x + 50} ${900 - h * 0.55} ${x + 80} ${900 - h * 0.7} Q${x + 90} ${900 - h * 0.3} ${x + 100} 900Z" fill="${mix(color, '#ffd43b', 0.4)}" opacity="0.45"/>`,
        );
      }
      scatter(16, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${2 + s * 3}" fill="#ffd43b" opacity="0.6"/>`);
      break;
    case 'sea':
      parts.push(`<circle cx="430" cy="180" r="70" fill="#fff3bf" opacity="0.85"/>`);
      for (let i = 0; i < 4; i++) {
        const y = 640 + i * 60;
        parts.push(
          `<path d="M0 ${y} Q75 ${y - 30} 150 ${y} T300 ${y} T450 ${y} T600 ${y} V900 H0Z" fill="${mix(color, '#1864ab', 0.3 + i * 0.15)}" opacity="${0.5 + i * 0.1}"/>`,
        );
      }
      break;
    case 'galaxy':
      scatter(
        40,
        (x, y, s) => `<circle cx="${x}" cy="${y}" r="${1 + s * 2}" fill="#ffffff" opacity="${0.4 + s * 0.3}"/>`,
      );
      parts.push(
        `<circle cx="110" cy="150" r="46" fill="${tint(color, 0.3)}" opacity="0.8"/><ellipse cx="110" cy="150" rx="80" ry="16" fill="none" stroke="${tint(color, 0.6)}" stroke-width="5" opacity="0.7" transform="rotate(-18 110 150)"/>`,
      );
      parts.push(`<circle cx="500" cy="600" r="28" fill="${mix(color, '#f783ac', 0.5)}" opacity="0.7"/>`);
      scatter(6, (x, y, s) => sparkle(x, y, 8 + s * 10, '#ffffff', 0.6));
      break;
    case 'lanterns':
      for (let i = 0; i < 6; i++) {
        const x = 50 + i * 100;
        const y = 70 + (i % 2) * 40;
        parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${y - 30}" stroke="${shade(color, 0.6)}" stroke-width="3"/>`);
        parts.push(
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="#ff6b6b" opacity="0.85"/><ellipse cx="${x}" cy="${y}" rx="18" ry="38" fill="#ffa8a8" opacity="0.5"/>`,
        );
        parts.push(
          `<rect x="${x - 16}" y="${y - 42}" width="32" height="8" fill="#343a40"/><rect x="${x - 16}" y="${y + 34}" width="32" height="8" fill="#343a40"/>`,
        );
      }
      scatter(10, (x, y, s) => `<circle cx="${x}" cy="${y + 150}" r="${3 + s * 4}" fill="#ffe066" opacity="0.5"/>`);
      break;
    default:
      break;
  }
  return parts.join('');
}

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

// ---------------------------------------------------------------------------------------------
// Hair

function hairBack(ctx: Ctx): string {
  const { hair, hairStyle } = ctx.d;
  const dark = shade(hair, 0.25);
  const s = stroke(4);
  switch (hairStyle) {
    case 'twintails':
      return `<path d="M200 200 C120 260 110 420 150 600 C160 640 200 650 205 610 C190 470 210 330 240 250Z" fill="${hair}" ${s}/>
        <path d="M400 200 C480 260 490 420 450 600 C440 640 400 650 395 610 C410 470 390 330 360 250Z" fill="${hair}" ${s}/>
        <circle cx="212" cy="215" r="14" fill="${ctx.d.outfitAccent}" ${stroke(3)}/><circle cx="388" cy="215" r="14" fill="${ctx.d.outfitAccent}" ${stroke(3)}/>`;
    case 'long':
      return `<path d="M198 200 C180 330 175 520 200 640 L400 640 C425 520 420 330 402 200Z" fill="${dark}" ${s}/>`;
    case 'flowing':
      return `<path d="M198 200 C170 340 150 480 120 620 C180 600 220 640 260 600 C300 640 350 600 380 630 C420 560 430 380 402 200Z" fill="${dark}" ${s}/>`;
    case 'wavy':
      return `<path d="M200 200 C180 280 170 360 190 420 C210 450 230 410 250 440 L350 440 C370 410 390 450 410 420 C430 360 420 280 400 200Z" fill="${dark}" ${s}/>`;
    case 'bob':
    case 'foxbob':
      return `<path d="M196 210 C185 290 195 350 220 365 L380 365 C405 350 415 290 404 210Z" fill="${dark}" ${s}/>`;
    case 'ponytail':
      return `<path d="M360 150 C470 150 500 260 470 380 C455 440 420 500 440 560 C380 520 400 430 410 360 C420 290 400 220 350 190Z" fill="${hair}" ${s}/>
        <circle cx="365" cy="160" r="14" fill="${ctx.color}" ${stroke(3)}/>`;
    case 'curly':
      return Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI * (0.95 + (i / 8) * 1.1);
        return `<circle cx="${300 + Math.cos(angle) * 118}" cy="${215 + Math.sin(angle) * 105}" r="44" fill="${hair}" ${s}/>`;
      }).join('');
    case 'starbun':
      return `<path d="M200 200 C185 280 190 330 210 350 L390 350 C410 330 415 280 400 200Z" fill="${dark}" ${s}/>`;
    default:
      return '';
  }
}

function hairFront(ctx: Ctx): string {
  const { hair, hairStyle } = ctx.d;
  const light = tint(hair, 0.25);
  const s = stroke(4);
  const cap = `<path d="M196 235 C190 150 240 110 300 110 C360 110 410 150 404 235 C380 190 340 170 300 170 C260 170 220 190 196 235Z" fill="${hair}" ${s}/>`;
  const shine = `<path d="M240 140 C265 125 300 122 330 128" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`;
  switch (hairStyle) {
    case 'spiky':
      return `<path d="M192 240 L180 170 L215 175 L205 120 L250 140 L260 90 L295 128 L320 85 L340 132 L380 100 L385 150 L420 150 L405 200 L412 240 C390 200 350 185 300 185 C250 185 215 200 192 240Z" fill="${hair}" ${s}/>
        <path d="M230 200 L248 232 L262 196 L285 236 L300 195 L318 234 L338 196 L352 230 L372 202" fill="${hair}" ${s}/>`;
    case 'mohawk':
      return `<path d="M206 236 C205 180 240 150 300 148 C360 150 395 180 394 236 C370 200 340 190 300 190 C260 190 230 200 206 236Z" fill="${shade(ctx.d.skin, 0.18)}" ${stroke(3)} opacity="0.9"/>
        <path d="M262 170 L250 60 L280 120 L292 40 L308 118 L330 50 L328 130 L352 90 L340 172Z" fill="${hair}" ${s}/>`;
    case 'slick':
      return `<path d="M196 238 C188 150 240 108 305 108 C370 110 412 150 404 238 C396 200 380 180 360 176 C330 160 280 160 250 178 C225 188 205 205 196 238Z" fill="${hair}" ${s}/>
        <path d="M240 150 C280 135 330 135 370 155 M235 168 C280 150 330 150 372 172" fill="none" stroke="${light}" stroke-width="4" opacity="0.7"/>`;
    case 'curly':
      return `${Array.from({ length: 7 }, (_, i) => `<circle cx="${215 + i * 28}" cy="${150 + Math.abs(3 - i) * 9}" r="34" fill="${hair}" ${s}/>`).join('')}
        <path d="M205 215 C230 185 370 185 395 215" fill="${hair}" stroke="none"/>`;
    case 'messy':
      return `${cap}<path d="M200 232 L214 178 L232 214 L246 168 L268 210 L282 165 L302 212 L320 166 L338 210 L356 170 L372 214 L386 176 L402 232 C380 195 340 182 300 182 C260 182 222 196 200 232Z" fill="${hair}" ${s}/>${shine}`;
    case 'long':
      return `${cap}<path d="M198 250 C200 190 250 165 320 170 C300 185 290 200 285 225 C275 205 255 200 240 215 C225 225 210 240 198 250Z" fill="${hair}" ${s}/><path d="M402 250 C402 200 380 178 340 172 C360 190 372 215 375 240Z" fill="${hair}" ${s}/>${shine}`;
    default: {
      // Straight bangs with a zig-zag edge, shared by several styles.
      const bangs = `<path d="M198 240 C196 180 245 150 300 150 C355 150 404 180 402 240 L388 212 L372 236 L356 206 L338 232 L320 204 L300 230 L280 204 L262 232 L244 206 L228 236 L212 212Z" fill="${hair}" ${s}/>`;
      const extras: string[] = [];
      if (hairStyle === 'starbun') {
        extras.push(
          `<circle cx="220" cy="128" r="38" fill="${hair}" ${s}/><circle cx="380" cy="128" r="38" fill="${hair}" ${s}/>`,
        );
      }
      return `${extras.join('')}${cap}${bangs}${shine}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Face

function eyes(ctx: Ctx): string {
  const { eyes: iris, mouth } = ctx.d;
  if (mouth === 'calm') {
    return [258, 342]
      .map(
        (x) =>
          `<path d="M${x - 22} 252 Q${x} 236 ${x + 22} 252" fill="none" stroke="${OUTLINE}" stroke-width="6" stroke-linecap="round"/><path d="M${x - 24} 250 l-8 -6 M${x + 24} 250 l8 -6" stroke="${OUTLINE}" stroke-width="4" stroke-linecap="round"/>`,
      )
      .join('');
  }
  return [258, 342]
    .map(
      (x) => `<g>
      <ellipse cx="${x}" cy="252" rx="23" ry="27" fill="#ffffff" ${stroke(3)}/>
      <ellipse cx="${x}" cy="256" rx="17" ry="22" fill="url(#iris)"/>
      <ellipse cx="${x}" cy="258" rx="8" ry="11" fill="${shade(iris, 0.6)}"/>
      <circle cx="${x - 7}" cy="246" r="6" fill="#ffffff"/>
      <circle cx="${x + 6}" cy="264" r="3" fill="#ffffff" opacity="0.85"/>
      <path d="M${x - 27} 238 Q${x} 214 ${x + 27} 236" fill="none" stroke="${OUTLINE}" stroke-width="7" stroke-linecap="round"/>
    </g>`,
    )
    .join('');
}

function mouth(ctx: Ctx): string {
  switch (ctx.d.mouth) {
    case 'sing':
      return `<ellipse cx="300" cy="306" rx="15" ry="17" fill="#7a2436" ${stroke(3)}/><ellipse cx="300" cy="315" rx="9" ry="6" fill="#ff8fa3"/>`;
    case 'grin':
      return `<path d="M274 296 Q300 328 326 296Z" fill="#7a2436" ${stroke(3)}/><path d="M278 298 L322 298 L318 305 L282 305Z" fill="#ffffff"/>`;
    case 'calm':
      return `<path d="M286 302 Q300 312 314 302" fill="none" stroke="${OUTLINE}" stroke-width="4" stroke-linecap="round"/>`;
    default:
      return `<path d="M280 298 Q300 320 320 298" fill="#b5364f" ${stroke(3)}/>`;
  }
}

function face(ctx: Ctx): string {
  const { skin, hair } = ctx.d;
  const shadow = shade(skin, 0.12);
  return `
  <rect x="280" y="320" width="40" height="62" fill="${shadow}" ${stroke(3)}/>
  <ellipse cx="205" cy="258" rx="14" ry="20" fill="${skin}" ${stroke(3)}/>
  <ellipse cx="395" cy="258" rx="14" ry="20" fill="${skin}" ${stroke(3)}/>
  <path d="M205 225 C205 150 395 150 395 225 C395 290 350 342 300 348 C250 342 205 290 205 225Z" fill="url(#skin)" ${stroke(4)}/>
  <ellipse cx="246" cy="288" rx="18" ry="9" fill="#ff8787" opacity="0.35"/>
  <ellipse cx="354" cy="288" rx="18" ry="9" fill="#ff8787" opacity="0.35"/>
  <path d="M236 214 Q256 204 274 212 M326 212 Q344 204 364 214" fill="none" stroke="${shade(hair, 0.2)}" stroke-width="6" stroke-linecap="round"/>
  ${eyes(ctx)}
  <path d="M298 276 Q302 282 306 278" fill="none" stroke="${shade(skin, 0.35)}" stroke-width="3" stroke-linecap="round"/>
  ${mouth(ctx)}`;
}

// ---------------------------------------------------------------------------------------------
// Body and outfit

type Limb = { shoulder: [number, number]; elbow: [number, number]; hand: [number, number] };

function armsFor(ctx: Ctx): { left: Limb; right: Limb } {
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

function limb(l: Limb, sleeve: string, skin: string, width: number, sleeveEnd = 0.75): string {
  const [sx, sy] = l.shoulder;
  const [ex, ey] = l.elbow;
  const [hx, hy] = l.hand;
  const cuff: [number, number] = [ex + (hx - ex) * sleeveEnd, ey + (hy - ey) * sleeveEnd];
  const skinPath = `<path d="M${cuff[0]} ${cuff[1]} L${hx} ${hy}" stroke="${OUTLINE}" stroke-width="${width * 0.72 + 8}" stroke-linecap="round" fill="none"/><path d="M${cuff[0]} ${cuff[1]} L${hx} ${hy}" stroke="${skin}" stroke-width="${width * 0.72}" stroke-linecap="round" fill="none"/>`;
  const sleevePath = `<path d="M${sx} ${sy} L${ex} ${ey} L${cuff[0]} ${cuff[1]}" stroke="${OUTLINE}" stroke-width="${width + 8}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="M${sx} ${sy} L${ex} ${ey} L${cuff[0]} ${cuff[1]}" stroke="${sleeve}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `${skinPath}${sleevePath}<circle cx="${hx}" cy="${hy}" r="${width * 0.5}" fill="${skin}" ${stroke(4)}/>`;
}

const SKIRTED = new Set(['sailor', 'dress', 'stage', 'summer', 'haori', 'knit']);

function legs(ctx: Ctx): string {
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

function torso(ctx: Ctx): string {
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

// ---------------------------------------------------------------------------------------------
// Accessories

function accessoriesBehind(ctx: Ctx): string {
  return ctx.d.accessories.includes('fox-ears')
    ? `<path d="M215 170 L200 70 L270 140Z" fill="${ctx.d.hair}" ${stroke(4)}/><path d="M222 150 L212 96 L252 138Z" fill="#fff4e6"/>
       <path d="M385 170 L400 70 L330 140Z" fill="${ctx.d.hair}" ${stroke(4)}/><path d="M378 150 L388 96 L348 138Z" fill="#fff4e6"/>`
    : '';
}

function accessoriesOnHead(ctx: Ctx): string {
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

function accessoriesOnBody(ctx: Ctx): string {
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

function handheldMic(hand: [number, number]): string {
  const [x, y] = hand;
  return `<rect x="${x - 8}" y="${y}" width="16" height="70" rx="6" fill="#343a40" ${stroke(3)} transform="rotate(16 ${x} ${y})"/><circle cx="${x}" cy="${y - 6}" r="16" fill="#adb5bd" ${stroke(3)}/>`;
}

function guitar(ctx: Ctx): string {
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

// ---------------------------------------------------------------------------------------------

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
