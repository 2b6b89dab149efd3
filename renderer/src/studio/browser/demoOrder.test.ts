import { describe, expect, it } from 'vitest';
import type { ProjectTemplate } from '../../../../shared/schemas/projects';
import { firstDemo, orderDemos } from './demoOrder';

const demo = (id: string, language: ProjectTemplate['language'], character: string): ProjectTemplate => ({
  id,
  language,
  character_id: character,
  title: { en: id, ko: id, ja: id },
  note_count: 20,
});
const DEMOS = [
  demo('en-hodo', 'en', 'hodo'),
  demo('en-theo', 'en', 'theo'),
  demo('ja-hodo', 'ja', 'hodo'),
  demo('ja-nime', 'ja', 'nime'),
  demo('ko-hodo', 'ko', 'hodo'),
];
const basic = (character: string) => character === 'hodo';

describe('demo order', () => {
  it('puts the interface language first and, within it, what the plan can sing', () => {
    expect(orderDemos(DEMOS, 'ja', basic).map((item) => item.id)).toEqual([
      'ja-hodo',
      'ja-nime',
      'en-hodo',
      'ko-hodo',
      'en-theo',
    ]);
    expect(orderDemos(DEMOS, 'en', () => true)[0]!.id).toBe('en-hodo');
  });

  it('starts a first song from a demo in the user’s language that their plan can sing', () => {
    expect(firstDemo(DEMOS, 'en', basic)?.id).toBe('en-hodo');
    expect(firstDemo(DEMOS, 'ko', basic)?.id).toBe('ko-hodo');
    expect(firstDemo([demo('en-theo', 'en', 'theo'), demo('ko-hodo', 'ko', 'hodo')], 'en', basic)?.id).toBe('ko-hodo');
    expect(firstDemo(DEMOS, 'en', () => false)).toBeUndefined();
  });
});
