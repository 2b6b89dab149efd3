import { describe, expect, it } from 'vitest';
import {
  CHANGED_FEATURES,
  DROPPED_FEATURES,
  EXPORT_WARNING_CODES,
  FILE_FORMATS,
  IMPORT_ERROR_CODES,
  IMPORT_WARNING_CODES,
} from '../../../shared/studio/formats/types';
import en from './locales/en/studio-files.json';
import ja from './locales/ja/studio-files.json';
import ko from './locales/ko/studio-files.json';

describe('studio file texts', () => {
  it.each([
    ['en', en],
    ['ko', ko],
    ['ja', ja],
  ])('%s has a text for every import error, dropped feature, warning and format', (_language, texts) => {
    expect(Object.keys(texts.errors).sort()).toEqual([...IMPORT_ERROR_CODES].sort());
    // Counted lines may come in plural forms (feature_one, feature_other).
    const features = (keys: object) =>
      [...new Set(Object.keys(keys).map((key) => key.replace(/_(one|other)$/, '')))].sort();
    expect(features(texts.dropped)).toEqual([...DROPPED_FEATURES].sort());
    expect(features(texts.changed)).toEqual([...CHANGED_FEATURES].sort());
    expect(Object.keys(texts.warnings).sort()).toEqual([...IMPORT_WARNING_CODES].sort());
    expect(Object.keys(texts.exportWarnings).sort()).toEqual([...EXPORT_WARNING_CODES].sort());
    expect(Object.keys(texts.formats).sort()).toEqual([...FILE_FORMATS].sort());
    for (const [feature, text] of Object.entries({ ...texts.dropped, ...texts.changed })) {
      expect(text, feature).toContain('{{count}}');
    }
  });
});
