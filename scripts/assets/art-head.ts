import { type Ctx, OUTLINE, stroke } from './art-common';
import { shade, tint } from './color';

/** Hair, eyes, mouth and face. */

export function hairBack(ctx: Ctx): string {
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
export function hairFront(ctx: Ctx): string {
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

export function eyes(ctx: Ctx): string {
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
export function mouth(ctx: Ctx): string {
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
export function face(ctx: Ctx): string {
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
