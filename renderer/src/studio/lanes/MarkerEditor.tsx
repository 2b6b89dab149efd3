import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { TEMPO_RANGE } from '../../../../shared/studio/limits';
import {
  checkBar,
  checkMeter,
  checkTempo,
  DENOMINATORS,
  formatBpm,
  type MarkerKind,
  meterMarkerCommand,
  removeMarkerCommand,
  tempoMarkerCommand,
} from '../../../../shared/studio/markers';
import { barStartTick, tempoAt } from '../../../../shared/studio/time';

export type MarkerTarget = {
  kind: MarkerKind /** The marker edited; absent for a new one. */;
  tick?: number;
  bar: number;
};

type Props = {
  document: ProjectDocument;
  target: MarkerTarget;
  onCommand: (command: Command) => void;
  onClose: () => void;
};

/** The small form of a tempo or meter marker: its value and bar, checked before it is applied. */
export function MarkerEditor({ document: doc, target, onCommand, onClose }: Props) {
  const { t } = useTranslation('studio');
  const first = target.tick === 0;
  // A new marker starts from the values in effect at its bar.
  const at = target.tick ?? barStartTick(doc.timeSignatures, target.bar);
  const signature = doc.timeSignatures.findLast((change) => change.tick <= at) ?? doc.timeSignatures[0]!;
  const [bar, setBar] = useState(String(target.bar));
  const [bpm, setBpm] = useState(() => formatBpm(tempoAt(doc.tempos, at)));
  const [numerator, setNumerator] = useState(String(signature.numerator));
  const [denominator, setDenominator] = useState(String(signature.denominator));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const barCheck = checkBar(bar, first);
    const next: Record<string, string> = {};
    if (!barCheck.ok) next.bar = t(`lanes.errors.${barCheck.error}`);
    let command: Command | undefined;
    if (target.kind === 'tempo') {
      const tempo = checkTempo(bpm);
      if (!tempo.ok) next.value = t('lanes.errors.tempoRange', TEMPO_RANGE);
      else if (barCheck.ok)
        command = tempoMarkerCommand(doc, { fromTick: target.tick, bar: barCheck.bar, bpm: tempo.bpm });
    } else {
      const meter = checkMeter(numerator, denominator);
      if (!meter.ok) next[meter.error === 'denominator' ? 'denominator' : 'value'] = t(`lanes.errors.${meter.error}`);
      else if (barCheck.ok) {
        command = meterMarkerCommand(doc, {
          fromTick: target.tick,
          bar: barCheck.bar,
          numerator: meter.numerator,
          denominator: meter.denominator,
        });
      }
    }
    setErrors(next);
    if (!command) return;
    onCommand(command);
    onClose();
  };

  const remove = target.tick === undefined ? undefined : removeMarkerCommand(target.kind, target.tick);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      data-testid={`${target.kind}-editor`}
    >
      <Stack gap={8} w={220}>
        <Text fw={700} size="sm">
          {t(target.kind === 'tempo' ? 'lanes.tempoTitle' : 'lanes.meterTitle')}
        </Text>
        {target.kind === 'tempo' ? (
          <TextInput
            size="xs"
            label={t('lanes.bpm')}
            value={bpm}
            inputMode="decimal"
            onChange={(event) => setBpm(event.currentTarget.value)}
            error={errors.value}
            data-autofocus
            data-testid="marker-bpm"
          />
        ) : (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              label={t('lanes.numerator')}
              value={numerator}
              inputMode="numeric"
              onChange={(event) => setNumerator(event.currentTarget.value)}
              error={errors.value}
              data-autofocus
              data-testid="marker-numerator"
              style={{ flex: 1 }}
            />
            <Select
              size="xs"
              label={t('lanes.denominator')}
              data={DENOMINATORS.map(String)}
              value={denominator}
              allowDeselect={false}
              onChange={(value) => value && setDenominator(value)}
              error={errors.denominator}
              comboboxProps={{ withinPortal: false }}
              data-testid="marker-denominator"
              style={{ flex: 1 }}
            />
          </Group>
        )}
        <TextInput
          size="xs"
          label={t('lanes.bar')}
          value={first ? '1' : bar}
          inputMode="numeric"
          disabled={first}
          onChange={(event) => setBar(event.currentTarget.value)}
          error={errors.bar}
          description={first ? t('lanes.firstFixed') : undefined}
          data-testid="marker-bar"
        />
        <Group gap={6} justify="space-between" mt={4}>
          {remove ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                onCommand(remove);
                onClose();
              }}
              data-testid="marker-remove"
            >
              {t('lanes.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap={6}>
            <Button size="xs" variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button size="xs" type="submit" data-testid="marker-apply">
              {t('lanes.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
