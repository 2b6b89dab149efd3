import type { CharacterSlug } from '../../shared/schemas/content';

export type HairStyle =
  | 'spiky'
  | 'twintails'
  | 'bob'
  | 'long'
  | 'messy'
  | 'wavy'
  | 'ponytail'
  | 'slick'
  | 'mohawk'
  | 'flowing'
  | 'starbun'
  | 'foxbob'
  | 'curly';
export type Outfit =
  | 'hoodie'
  | 'sailor'
  | 'knit'
  | 'dress'
  | 'flannel'
  | 'turtleneck'
  | 'stage'
  | 'suit'
  | 'leather'
  | 'summer'
  | 'space'
  | 'haori'
  | 'vest';
export type Accessory =
  | 'headphones'
  | 'ribbon'
  | 'camera'
  | 'star-clip'
  | 'guitar'
  | 'scarf'
  | 'mic'
  | 'bowtie'
  | 'studs'
  | 'shell'
  | 'visor'
  | 'fox-ears'
  | 'hat'
  | 'glasses'
  | 'cap';
export type Pose = 'mic-up' | 'wave' | 'hips' | 'heart' | 'guitar' | 'relaxed' | 'point' | 'open' | 'fist';
export type Motif =
  | 'city'
  | 'sparkles'
  | 'rain'
  | 'stars'
  | 'amp'
  | 'waves'
  | 'stage'
  | 'notes'
  | 'flames'
  | 'sea'
  | 'galaxy'
  | 'lanterns'
  | 'vinyl';

/** Art direction per character: everything the illustration and the voice sample vary by. */
export type CharacterDesign = {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  outfit: Outfit;
  outfitAccent: string;
  accessories: Accessory[];
  pose: Pose;
  motif: Motif;
  mouth: 'smile' | 'sing' | 'grin' | 'calm';
  build: 'slim' | 'regular' | 'broad';
  voice: {
    /** MIDI note numbers of the melody; the range differs per character. */
    melody: number[];
    /** Beats per minute. */
    tempo: number;
    /** Formant shift: 1 is an adult female tract, lower is longer (male), higher is smaller (child). */
    tract: number;
    vibratoRate: number;
    vibratoDepth: number;
    breath: number;
    grit: number;
    brightness: number;
  };
};

export const DESIGNS: Record<CharacterSlug, CharacterDesign> = {
  hodong: {
    skin: '#f1c7a3',
    hair: '#2b2118',
    hairStyle: 'spiky',
    eyes: '#4a2f1b',
    outfit: 'hoodie',
    outfitAccent: '#ffe066',
    accessories: ['headphones', 'cap'],
    pose: 'mic-up',
    motif: 'city',
    mouth: 'sing',
    build: 'regular',
    voice: {
      melody: [55, 57, 59, 62, 59, 57, 55],
      tempo: 132,
      tract: 0.86,
      vibratoRate: 5.5,
      vibratoDepth: 0.25,
      breath: 0.05,
      grit: 0.05,
      brightness: 1.1,
    },
  },
  nime: {
    skin: '#fbe0cf',
    hair: '#ff9ec7',
    hairStyle: 'twintails',
    eyes: '#d6336c',
    outfit: 'sailor',
    outfitAccent: '#ffffff',
    accessories: ['ribbon'],
    pose: 'heart',
    motif: 'sparkles',
    mouth: 'smile',
    build: 'slim',
    voice: {
      melody: [76, 79, 81, 83, 81, 79, 84],
      tempo: 150,
      tract: 1.08,
      vibratoRate: 6.2,
      vibratoDepth: 0.35,
      breath: 0.08,
      grit: 0,
      brightness: 1.25,
    },
  },
  siae: {
    skin: '#f4d2b8',
    hair: '#1d2433',
    hairStyle: 'long',
    eyes: '#364fc7',
    outfit: 'knit',
    outfitAccent: '#d0ebff',
    accessories: ['camera'],
    pose: 'relaxed',
    motif: 'rain',
    mouth: 'calm',
    build: 'slim',
    voice: {
      melody: [64, 67, 69, 67, 64, 62, 64],
      tempo: 84,
      tract: 0.98,
      vibratoRate: 5.0,
      vibratoDepth: 0.4,
      breath: 0.22,
      grit: 0,
      brightness: 0.85,
    },
  },
  lica: {
    skin: '#fde3d3',
    hair: '#6741d9',
    hairStyle: 'bob',
    eyes: '#7048e8',
    outfit: 'dress',
    outfitAccent: '#fff0f6',
    accessories: ['star-clip'],
    pose: 'wave',
    motif: 'stars',
    mouth: 'smile',
    build: 'slim',
    voice: {
      melody: [79, 81, 83, 86, 83, 81, 79],
      tempo: 120,
      tract: 1.2,
      vibratoRate: 6.5,
      vibratoDepth: 0.2,
      breath: 0.04,
      grit: 0,
      brightness: 1.3,
    },
  },
  theori: {
    skin: '#e8b890',
    hair: '#7a4a22',
    hairStyle: 'messy',
    eyes: '#2b8a3e',
    outfit: 'flannel',
    outfitAccent: '#1b1b1b',
    accessories: ['guitar'],
    pose: 'guitar',
    motif: 'amp',
    mouth: 'grin',
    build: 'regular',
    voice: {
      melody: [57, 60, 62, 64, 62, 60, 57],
      tempo: 116,
      tract: 0.84,
      vibratoRate: 5.2,
      vibratoDepth: 0.3,
      breath: 0.1,
      grit: 0.25,
      brightness: 1.0,
    },
  },
  oona: {
    skin: '#f7ddd0',
    hair: '#f1f3f5',
    hairStyle: 'wavy',
    eyes: '#1098ad',
    outfit: 'turtleneck',
    outfitAccent: '#0b7285',
    accessories: ['scarf'],
    pose: 'relaxed',
    motif: 'vinyl',
    mouth: 'calm',
    build: 'slim',
    voice: {
      melody: [57, 60, 64, 62, 59, 57, 55],
      tempo: 76,
      tract: 0.95,
      vibratoRate: 4.8,
      vibratoDepth: 0.45,
      breath: 0.18,
      grit: 0.02,
      brightness: 0.75,
    },
  },
  rena: {
    skin: '#f6d5bd',
    hair: '#c92a2a',
    hairStyle: 'ponytail',
    eyes: '#862e9c',
    outfit: 'stage',
    outfitAccent: '#f8f9fa',
    accessories: ['mic'],
    pose: 'point',
    motif: 'stage',
    mouth: 'sing',
    build: 'slim',
    voice: {
      melody: [72, 74, 76, 79, 76, 74, 72],
      tempo: 140,
      tract: 1.04,
      vibratoRate: 5.8,
      vibratoDepth: 0.2,
      breath: 0.06,
      grit: 0.03,
      brightness: 1.2,
    },
  },
  augustin: {
    skin: '#edc4a2',
    hair: '#3b2a1e',
    hairStyle: 'slick',
    eyes: '#5c3d1e',
    outfit: 'suit',
    outfitAccent: '#fff3bf',
    accessories: ['bowtie', 'glasses'],
    pose: 'open',
    motif: 'notes',
    mouth: 'sing',
    build: 'broad',
    voice: {
      melody: [48, 52, 55, 57, 55, 52, 50],
      tempo: 92,
      tract: 0.78,
      vibratoRate: 5.0,
      vibratoDepth: 0.5,
      breath: 0.08,
      grit: 0.04,
      brightness: 0.8,
    },
  },
  kyletheredfist: {
    skin: '#e0a98a',
    hair: '#1a1a1a',
    hairStyle: 'mohawk',
    eyes: '#c92a2a',
    outfit: 'leather',
    outfitAccent: '#adb5bd',
    accessories: ['studs'],
    pose: 'fist',
    motif: 'flames',
    mouth: 'grin',
    build: 'broad',
    voice: {
      melody: [52, 55, 57, 60, 64, 60, 59],
      tempo: 150,
      tract: 0.8,
      vibratoRate: 6.5,
      vibratoDepth: 0.35,
      breath: 0.12,
      grit: 0.8,
      brightness: 1.15,
    },
  },
  kayanorunami: {
    skin: '#f3d6c1',
    hair: '#0c8599',
    hairStyle: 'flowing',
    eyes: '#087f5b',
    outfit: 'summer',
    outfitAccent: '#e6fcf5',
    accessories: ['shell'],
    pose: 'relaxed',
    motif: 'sea',
    mouth: 'smile',
    build: 'slim',
    voice: {
      melody: [69, 71, 74, 76, 74, 71, 69],
      tempo: 104,
      tract: 1.02,
      vibratoRate: 5.4,
      vibratoDepth: 0.3,
      breath: 0.15,
      grit: 0,
      brightness: 0.95,
    },
  },
  keistellaria: {
    skin: '#f8e1d4',
    hair: '#dbe4ff',
    hairStyle: 'starbun',
    eyes: '#4263eb',
    outfit: 'space',
    outfitAccent: '#91a7ff',
    accessories: ['visor'],
    pose: 'open',
    motif: 'galaxy',
    mouth: 'smile',
    build: 'slim',
    voice: {
      melody: [74, 78, 81, 78, 86, 81, 78],
      tempo: 126,
      tract: 1.1,
      vibratoRate: 7.0,
      vibratoDepth: 0.12,
      breath: 0.03,
      grit: 0,
      brightness: 1.4,
    },
  },
  kitane: {
    skin: '#fde6d5',
    hair: '#f08c00',
    hairStyle: 'foxbob',
    eyes: '#e8590c',
    outfit: 'haori',
    outfitAccent: '#fff4e6',
    accessories: ['fox-ears'],
    pose: 'wave',
    motif: 'lanterns',
    mouth: 'grin',
    build: 'slim',
    voice: {
      melody: [77, 81, 79, 84, 81, 79, 77],
      tempo: 144,
      tract: 1.16,
      vibratoRate: 6.0,
      vibratoDepth: 0.18,
      breath: 0.05,
      grit: 0,
      brightness: 1.25,
    },
  },
  otiskingston: {
    skin: '#8d5a3b',
    hair: '#1f1a17',
    hairStyle: 'curly',
    eyes: '#3d2613',
    outfit: 'vest',
    outfitAccent: '#f4fce3',
    accessories: ['hat'],
    pose: 'mic-up',
    motif: 'notes',
    mouth: 'sing',
    build: 'broad',
    voice: {
      melody: [45, 48, 50, 52, 50, 48, 45],
      tempo: 80,
      tract: 0.76,
      vibratoRate: 4.6,
      vibratoDepth: 0.5,
      breath: 0.14,
      grit: 0.15,
      brightness: 0.7,
    },
  },
};
