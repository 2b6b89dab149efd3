import { Group, Slider, Stack, Switch, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command, NotePatch } from '../../../../shared/studio/commands';
import type { Track, Vibrato } from '../../../../shared/studio/document';
import classes from './Editor.module.css';
import { useDocumentValue } from './useDocumentValue';

/** Where custom vibrato starts when a note first gets its own (a gentle, common singer's vibrato). */
const STARTING_VIBRATO: Vibrato = { depth: 30, rate: 5.5, delay: 300 };
const STARTING_GLIDE = 80;
const RANGES = {
  depth: { min: 0, max: 200, step: 1 },
  rate: { min: 0.1, max: 12, step: 0.1 },
  delay: { min: 0, max: 2000, step: 10 },
  glide: { min: 0, max: 1000, step: 5 },
} as const;

type Props = { track: Track | undefined; selected: Set<string>; execute: (command: Command) => void };

/**
 * The selected notes' expression: their own vibrato (depth, rate, delay) or the character's, and
 * their own glide into the note or the character's. Each change of a control is one undo step.
 */
export const NoteExpression = memo(function NoteExpression({ track, selected, execute }: Props) {
  const { t } = useTranslation('studio');
  const notes = track?.notes.filter((note) => selected.has(note.id)) ?? [];
  const first = notes[0];
  if (!track || !first) return null;
  const patch = (change: Pick<NotePatch, 'vibrato' | 'portamento'>) =>
    execute({ type: 'updateNotes', trackId: track.id, patches: notes.map((note) => ({ id: note.id, ...change })) });
  const vibrato = first.vibrato;
  return (
    <Stack gap={6} className={classes.expression} data-testid="note-expression">
      <div className={classes.panelTitle}>{t('editor.expression.title', { count: notes.length })}</div>
      <Switch
        size="xs"
        label={t('editor.expression.ownVibrato')}
        checked={vibrato !== undefined}
        onChange={(event) => patch({ vibrato: event.currentTarget.checked ? STARTING_VIBRATO : null })}
      />
      {vibrato && (
        <>
          <ExpressionSlider
            label={t('editor.expression.depth')}
            unit={t('editor.expression.cents')}
            value={vibrato.depth}
            range={RANGES.depth}
            onCommit={(depth) => patch({ vibrato: { ...vibrato, depth } })}
          />
          <ExpressionSlider
            label={t('editor.expression.rate')}
            unit={t('editor.expression.hertz')}
            value={vibrato.rate}
            range={RANGES.rate}
            onCommit={(rate) => patch({ vibrato: { ...vibrato, rate } })}
          />
          <ExpressionSlider
            label={t('editor.expression.delay')}
            unit={t('editor.expression.ms')}
            value={vibrato.delay}
            range={RANGES.delay}
            onCommit={(delay) => patch({ vibrato: { ...vibrato, delay } })}
          />
        </>
      )}
      <Switch
        size="xs"
        label={t('editor.expression.ownGlide')}
        checked={first.portamento !== undefined}
        onChange={(event) => patch({ portamento: event.currentTarget.checked ? STARTING_GLIDE : null })}
      />
      {first.portamento !== undefined && (
        <ExpressionSlider
          label={t('editor.expression.glide')}
          unit={t('editor.expression.ms')}
          value={first.portamento}
          range={RANGES.glide}
          onCommit={(portamento) => patch({ portamento })}
        />
      )}
    </Stack>
  );
});

/** A labelled slider that shows its value as it moves and commits it when the gesture ends. */
function ExpressionSlider(props: {
  label: string;
  unit: string;
  value: number;
  range: { min: number; max: number; step: number };
  onCommit: (value: number) => void;
}) {
  const [value, setValue] = useDocumentValue(props.value);
  const shown = `${value} ${props.unit}`;
  return (
    <div>
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {props.label}
        </Text>
        <Text size="xs">{shown}</Text>
      </Group>
      <Slider
        size="sm"
        color="violet"
        {...props.range}
        value={value}
        label={null}
        thumbLabel={props.label}
        onChange={setValue.show}
        onChangeEnd={(end) => end !== props.value && setValue.commit(end, () => props.onCommit(end))}
      />
    </div>
  );
}
