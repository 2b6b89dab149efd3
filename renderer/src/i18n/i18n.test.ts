import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('the grouped number format', () => {
  it.each([
    ['en', '1,000 cloud projects'],
    ['ko', '클라우드 프로젝트 1,000개'],
    ['ja', 'クラウドプロジェクト1,000件'],
  ] as const)('writes %s counts with comma groups', async (language, expected) => {
    const i18n = await createI18n(language);
    await i18n.loadNamespaces('pricing');
    expect(i18n.t('perks.projects', { ns: 'pricing', count: 1000 })).toBe(expected);
    expect(i18n.t('perks.projects', { ns: 'pricing', count: 10 })).not.toContain(',');
  });
});
