/**
 * Regenerates shared/studio/voice/engines/formant/voice-gains.ts: each character's level calibration, measured.
 *
 *   npx tsx scripts/voice/voice-gains.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { measureVoiceGain } from '../../shared/studio/voice/engines/formant/gain';
import { VOICE_PRESETS } from '../../shared/studio/voice/engines/formant/presets';
import { hashString } from '../../shared/studio/voice/random';

const file = path.resolve(import.meta.dirname, '../../shared/studio/voice/engines/formant/voice-gains.ts');
const rows = Object.values(VOICE_PRESETS).map(
  (preset) =>
    `  ${preset.id}: { preset: '${hashString(JSON.stringify(preset))}', 44100: ${JSON.stringify(measureVoiceGain(preset, 44100))}, 48000: ${JSON.stringify(measureVoiceGain(preset, 48000))} },`,
);
const source = fs.readFileSync(file, 'utf8');
const start = source.indexOf('= {\n') + 4;
const end = source.lastIndexOf('};');
fs.writeFileSync(file, `${source.slice(0, start)}${rows.join('\n')}\n${source.slice(end)}`);
console.log(`${rows.length} voices written to ${path.relative(process.cwd(), file)}`);
