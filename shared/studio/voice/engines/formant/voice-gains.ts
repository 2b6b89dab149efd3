import type { CharacterId } from '../../../characters';

/**
 * measureVoiceGain of each character's preset with the klatt model, at both playback rates, and the
 * hash of the preset it was measured on (a preset tuned since is measured again at run time, and
 * voice-gains.test.ts fails until this table is regenerated:
 * `npx tsx scripts/voice/voice-gains.ts`).
 */
export const VOICE_GAINS: Partial<Record<CharacterId, { preset: string; 44100: number; 48000: number }>> = {
  hodo: { preset: '6461cd80d60982cb', 44100: 0.11368618848732587, 48000: 0.11360639684101292 },
  nime: { preset: '3bba4fa154cf030e', 44100: 0.03880246165353082, 48000: 0.038909964303454676 },
  siae: { preset: 'acf564abed38fae7', 44100: 0.07016535428403128, 48000: 0.07018618763806357 },
  lica: { preset: 'f18c5be8072b862b', 44100: 0.0475341533897872, 48000: 0.047462718557943276 },
  theo: { preset: '7a272f739332e46f', 44100: 0.07745155829088282, 48000: 0.07709181216920079 },
  oona: { preset: '244c69a85f3216eb', 44100: 0.09375215361605682, 48000: 0.09354217613459301 },
  rena: { preset: 'cb2baaa439ecefd6', 44100: 0.3083416341413364, 48000: 0.3060729179452376 },
  augu: { preset: '19ad4389efd8fa79', 44100: 0.13313649458325233, 48000: 0.13331026338185967 },
  kyle: { preset: 'c2058e3308867ad2', 44100: 0.06934203473363329, 48000: 0.06890198141723752 },
  kaya: { preset: 'fad5ee513079f8e8', 44100: 0.041263792803625174, 48000: 0.04143347149650084 },
  keis: { preset: 'b96a23c872f9d66c', 44100: 0.04241646425136987, 48000: 0.04244451330054772 },
  kita: { preset: 'f7f0ca51be93cb74', 44100: 0.10669495980034291, 48000: 0.10726356552266406 },
  otis: { preset: 'f92f3c077f846e4c', 44100: 0.1322547231520628, 48000: 0.13079841209594809 },
};
