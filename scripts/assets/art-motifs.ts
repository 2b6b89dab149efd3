import { mix, shade, tint } from './color';
import type { Motif } from './designs';

/** The background's motifs: stars, sparkles, notes and each design's pattern. */

export function star(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}
export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${cx} ${cy - r} Q${cx + k} ${cy - k} ${cx + r} ${cy} Q${cx + k} ${cy + k} ${cx} ${cy + r} Q${cx - k} ${cy + k} ${cx - r} ${cy} Q${cx - k} ${cy - k} ${cx} ${cy - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}
export function note(x: number, y: number, size: number, fill: string, opacity: number): string {
  return `<g opacity="${opacity}" fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${size * 0.55}" ry="${size * 0.4}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + size * 0.42}" y="${y - size * 2}" width="${size * 0.14}" height="${size * 2}"/><path d="M${x + size * 0.56} ${y - size * 2} q${size * 0.8} ${size * 0.3} ${size * 0.6} ${size}" stroke="${fill}" stroke-width="${size * 0.14}" fill="none"/></g>`;
}
/** What a motif draws with: the design's colour and a lighter tint, the seeded random source, the parts drawn so far. */
type MotifPen = {
  color: string;
  light: string;
  rand: () => number;
  parts: string[];
  /** Draws `n` of a shape at random places and sizes. */
  scatter: (n: number, draw: (x: number, y: number, s: number) => string) => void;
};

/** Each motif's drawing (a design without one has a plain background). */
const MOTIFS: Partial<Record<Motif, (pen: MotifPen) => void>> = {
  city({ color, rand, parts }) {
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
  },
  sparkles({ scatter }) {
    scatter(16, (x, y, s) => sparkle(x, y, 10 + s * 14, '#ffffff', 0.35 + s * 0.3));
  },
  rain({ light, rand, parts, scatter }) {
    for (let i = 0; i < 60; i++) {
      const x = rand() * 640;
      const y = rand() * 900;
      parts.push(
        `<line x1="${x}" y1="${y}" x2="${x - 12}" y2="${y + 40}" stroke="${light}" stroke-width="2" opacity="0.35"/>`,
      );
    }
    scatter(9, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${14 + s * 26}" fill="${light}" opacity="0.12"/>`);
  },
  stars({ color, parts, scatter }) {
    parts.push(
      `<circle cx="470" cy="130" r="60" fill="#fff9db" opacity="0.9"/><circle cx="495" cy="112" r="56" fill="${shade(color, 0.35)}"/>`,
    );
    scatter(22, (x, y, s) => star(x, y, 6 + s * 8, '#fff3bf', 0.5 + s * 0.25));
  },
  amp({ color, light, parts, scatter }) {
    for (const x of [10, 460]) {
      parts.push(`<rect x="${x}" y="560" width="130" height="300" rx="10" fill="${shade(color, 0.7)}"/>`);
      for (const y of [590, 720]) {
        parts.push(
          `<circle cx="${x + 65}" cy="${y + 55}" r="48" fill="${shade(color, 0.85)}" stroke="${shade(color, 0.4)}" stroke-width="6"/>`,
        );
      }
    }
    scatter(8, (x, y, s) => `<circle cx="${x}" cy="${y * 0.7}" r="${20 + s * 40}" fill="${light}" opacity="0.12"/>`);
  },
  vinyl({ color, parts }) {
    parts.push(`<circle cx="300" cy="330" r="250" fill="${shade(color, 0.75)}" opacity="0.9"/>`);
    for (let r = 80; r < 250; r += 14)
      parts.push(
        `<circle cx="300" cy="330" r="${r}" fill="none" stroke="${shade(color, 0.55)}" stroke-width="2" opacity="0.6"/>`,
      );
    parts.push(
      `<circle cx="300" cy="330" r="70" fill="${color}" opacity="0.9"/><circle cx="300" cy="330" r="8" fill="${shade(color, 0.8)}"/>`,
    );
  },
  stage({ parts, scatter }) {
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
  },
  notes({ light, scatter }) {
    scatter(12, (x, y, s) => note(x, y, 14 + s * 12, light, 0.35 + s * 0.2));
  },
  flames({ color, rand, parts, scatter }) {
    for (let i = 0; i < 9; i++) {
      const x = i * 75 - 10;
      const h = 160 + rand() * 160;
      parts.push(
        `<path d="M${x} 900 Q${x + 10} ${900 - h * 0.6} ${x + 40} ${900 - h} Q${x + 50} ${900 - h * 0.55} ${x + 80} ${900 - h * 0.7} Q${x + 90} ${900 - h * 0.3} ${x + 100} 900Z" fill="${mix(color, '#ffd43b', 0.4)}" opacity="0.45"/>`,
      );
    }
    scatter(16, (x, y, s) => `<circle cx="${x}" cy="${y}" r="${2 + s * 3}" fill="#ffd43b" opacity="0.6"/>`);
  },
  sea({ color, parts }) {
    parts.push(`<circle cx="430" cy="180" r="70" fill="#fff3bf" opacity="0.85"/>`);
    for (let i = 0; i < 4; i++) {
      const y = 640 + i * 60;
      parts.push(
        `<path d="M0 ${y} Q75 ${y - 30} 150 ${y} T300 ${y} T450 ${y} T600 ${y} V900 H0Z" fill="${mix(color, '#1864ab', 0.3 + i * 0.15)}" opacity="${0.5 + i * 0.1}"/>`,
      );
    }
  },
  galaxy({ color, parts, scatter }) {
    scatter(
      40,
      (x, y, s) => `<circle cx="${x}" cy="${y}" r="${1 + s * 2}" fill="#ffffff" opacity="${0.4 + s * 0.3}"/>`,
    );
    parts.push(
      `<circle cx="110" cy="150" r="46" fill="${tint(color, 0.3)}" opacity="0.8"/><ellipse cx="110" cy="150" rx="80" ry="16" fill="none" stroke="${tint(color, 0.6)}" stroke-width="5" opacity="0.7" transform="rotate(-18 110 150)"/>`,
    );
    parts.push(`<circle cx="500" cy="600" r="28" fill="${mix(color, '#f783ac', 0.5)}" opacity="0.7"/>`);
    scatter(6, (x, y, s) => sparkle(x, y, 8 + s * 10, '#ffffff', 0.6));
  },
  lanterns({ color, parts, scatter }) {
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
  },
};

export function motifLayer(motif: Motif, color: string, rand: () => number): string {
  const light = tint(color, 0.55);
  const parts: string[] = [];
  const scatter = (n: number, draw: (x: number, y: number, s: number) => string) => {
    for (let i = 0; i < n; i++) parts.push(draw(30 + rand() * 540, 30 + rand() * 620, 0.5 + rand()));
  };
  MOTIFS[motif]?.({ color, light, rand, parts, scatter });
  return parts.join('');
}
