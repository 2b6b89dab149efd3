import type { TFunction } from 'i18next';
import type { ImportSummary, ImportWarning } from '../../../../shared/studio/formats/types';

export type SummaryLines = {
  headline: string;
  dropped: string[];
  changed: string[];
  warnings: string[];
  chords: boolean;
};

const ENCODING_NAMES: Record<string, string> = {
  shift_jis: 'Shift-JIS',
  'euc-kr': 'EUC-KR',
  big5: 'Big5',
  gb18030: 'GB18030',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

/** What an import holds, what it could not take and what it changed, as localized lines (studio-files texts). */
export function summaryLines(t: TFunction, summary: ImportSummary, warnings: ImportWarning[]): SummaryLines {
  const counted = (group: 'dropped' | 'changed', entries: Partial<Record<string, number>>) =>
    Object.entries(entries).map(([feature, count]) => t(`${group}.${feature}`, { count }));
  return {
    headline: `${t(`formats.${summary.format}`)}: ${t('summary.imported', {
      notes: t('summary.notes', { count: summary.noteCount }),
      tracks: t('summary.tracks', { count: summary.trackCount }),
    })}`,
    dropped: counted('dropped', summary.dropped),
    changed: counted('changed', summary.changed ?? {}),
    warnings: warnings.map((warning) =>
      t(`warnings.${warning.code}`, {
        count: warning.count,
        encoding: ENCODING_NAMES[warning.encoding ?? ''] ?? warning.encoding,
      }),
    ),
    chords: Boolean(summary.dropped.chords),
  };
}
