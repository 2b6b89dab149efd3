/**
 * Studio scenes as SVG: the piano roll the home video animates, and the stills used on the home
 * page and in release notes. Pure functions of time and size.
 */
import { seeded, tint } from './color';

export type SceneNote = { start: number; length: number; pitch: number; color: string };

/** A short melody laid out on a 16-step grid, coloured by the characters singing it. */
export function demoNotes(colors: string[]): SceneNote[] {
  const rand = seeded('home-video');
  const pitches = [7, 9, 11, 14, 11, 9, 7, 12, 14, 16, 14, 12, 11, 9];
  let start = 0;
  return pitches.map((pitch, i) => {
    const length = i % 4 === 3 ? 2 : 1 + Math.round(rand());
    const note = { start, length, pitch, color: colors[Math.floor(i / 4) % colors.length]! };
    start += length;
    return note;
  });
}

const LYRICS = ['la', 'lu', 'na', 'ra', 'la', 'o', 'ah', 'si', 'na', 'la', 'ra', 'lu', 'o', 'ah'];

/**
 * One frame of the studio: grid, keys, notes that appear as the playhead reaches them, a
 * waveform that follows the playhead, and a singer badge that pulses with the beat.
 */
export function pianoRollSvg(
  width: number,
  height: number,
  notes: SceneNote[],
  progress: number,
  accent: string,
  showAll = false,
): string {
  const totalSteps = notes.reduce((end, n) => Math.max(end, n.start + n.length), 0) + 1;
  const top = 70;
  const bottom = height - 150;
  const left = 110;
  const right = width - 40;
  const rows = 12;
  const lowestPitch = 6;
  const rowH = (bottom - top) / rows;
  const stepW = (right - left) / totalSteps;
  const playX = left + progress * (right - left);
  const parts: string[] = [];

  parts.push(`<defs>
    <linearGradient id="stage" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1528"/><stop offset="1" stop-color="#0d0b14"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.1" r="0.9"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#stage)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect x="20" y="16" width="${width - 40}" height="38" rx="10" fill="#221d2e"/>
  ${[0, 1, 2].map((i) => `<circle cx="${44 + i * 22}" cy="35" r="6" fill="${['#ff6b6b', '#ffd43b', '#69db7c'][i]}"/>`).join('')}
  <rect x="${width / 2 - 60}" y="24" width="120" height="22" rx="11" fill="#302a3d"/>
  <polygon points="${width / 2 - 8},29 ${width / 2 - 8},41 ${width / 2 + 4},35" fill="#f7f5fc"/>`);

  for (let r = 0; r < rows; r++) {
    const y = top + r * rowH;
    const black = [1, 3, 6, 8, 10].includes((rows - r) % 12);
    parts.push(
      `<rect x="${left}" y="${y}" width="${right - left}" height="${rowH}" fill="${black ? '#17131f' : '#1d1828'}"/>`,
    );
    parts.push(
      `<rect x="40" y="${y + 1}" width="${left - 48}" height="${rowH - 2}" rx="3" fill="${black ? '#2b2537' : '#e9e6f2'}"/>`,
    );
  }
  for (let s = 0; s <= totalSteps; s++) {
    const x = left + s * stepW;
    parts.push(
      `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${s % 4 === 0 ? '#3a3349' : '#262031'}" stroke-width="${s % 4 === 0 ? 2 : 1}"/>`,
    );
  }

  notes.forEach((n, i) => {
    const x = left + n.start * stepW;
    // Notes ahead of the playhead wait dimmed; sung ones light up, like a karaoke line.
    const sung = showAll ? 1 : Math.max(0, Math.min(1, (playX - x + stepW * 0.4) / (stepW * 0.6)));
    const opacity = 0.35 + 0.65 * sung;
    const y = top + (rows - 1 - (n.pitch - lowestPitch)) * rowH;
    const w = n.length * stepW - 4;
    const active = !showAll && playX >= x && playX <= x + n.length * stepW;
    parts.push(`<g opacity="${opacity.toFixed(3)}">
      <rect x="${x + 2}" y="${y + 2}" width="${w}" height="${rowH - 4}" rx="6" fill="${active ? tint(n.color, 0.35) : n.color}"/>
      ${active ? `<rect x="${x}" y="${y}" width="${w + 4}" height="${rowH}" rx="8" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>` : ''}
      <text x="${x + 10}" y="${y + rowH * 0.68}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(rowH * 0.5)}" font-weight="700" fill="#14101c" opacity="0.85">${LYRICS[i % LYRICS.length]}</text>
    </g>`);
  });

  // Waveform lane under the roll.
  const waveTop = bottom + 30;
  const bars: string[] = [];
  const rand = seeded('wave');
  for (let x = left; x < right; x += 6) {
    const played = showAll || x <= playX;
    const h = 8 + Math.abs(Math.sin(x / 23) * Math.cos(x / 57)) * 70 * (0.6 + rand() * 0.4);
    bars.push(
      `<rect x="${x}" y="${waveTop + 45 - h / 2}" width="3" height="${h}" rx="1.5" fill="${played ? accent : '#3a3349'}"/>`,
    );
  }
  parts.push(
    `<rect x="${left - 10}" y="${waveTop - 10}" width="${right - left + 20}" height="110" rx="12" fill="#15121d"/>${bars.join('')}`,
  );

  if (!showAll) {
    parts.push(`<line x1="${playX}" y1="${top - 8}" x2="${playX}" y2="${waveTop + 95}" stroke="#ffffff" stroke-width="3"/>
      <polygon points="${playX - 9},${top - 14} ${playX + 9},${top - 14} ${playX},${top - 2}" fill="#ffffff"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Voice-to-MIDI: a recorded waveform on the left becomes notes on the right. */
export function voiceToMidiSvg(width: number, height: number, accent: string): string {
  const rand = seeded('v2m');
  const mid = height / 2;
  const wave: string[] = [];
  for (let x = 40; x < width * 0.42; x += 5) {
    const h = 10 + Math.abs(Math.sin(x / 17)) * (height * 0.45) * (0.4 + rand() * 0.6);
    wave.push(`<rect x="${x}" y="${mid - h / 2}" width="3" height="${h}" rx="1.5" fill="${tint(accent, 0.3)}"/>`);
  }
  const notes: string[] = [];
  const pitches = [3, 5, 7, 5, 8, 7, 5, 3];
  pitches.forEach((p, i) => {
    const x = width * 0.58 + i * ((width * 0.38) / pitches.length);
    const y = height - 60 - p * ((height - 120) / 10);
    notes.push(
      `<rect x="${x}" y="${y}" width="${(width * 0.38) / pitches.length - 6}" height="22" rx="6" fill="${accent}"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#15121d"/>
    ${Array.from({ length: 10 }, (_, r) => `<line x1="${width * 0.56}" y1="${60 + r * ((height - 120) / 10)}" x2="${width - 30}" y2="${60 + r * ((height - 120) / 10)}" stroke="#262031"/>`).join('')}
    ${wave.join('')}
    <path d="M${width * 0.45} ${mid} h${width * 0.07}" stroke="#f7f5fc" stroke-width="6" stroke-linecap="round"/>
    <polygon points="${width * 0.52},${mid - 14} ${width * 0.54},${mid} ${width * 0.52},${mid + 14}" fill="#f7f5fc"/>
    ${notes.join('')}
  </svg>`;
}
