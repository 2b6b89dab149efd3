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

/** Art direction per character: everything the illustration varies by. */
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
  },
};
