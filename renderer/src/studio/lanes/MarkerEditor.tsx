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

export type MarkerFields = { bar: string; bpm: string; numerator: string; denominator: string };
type FieldErrors = Partial<Record<'bar' | 'value' | 'denominator', string>>;
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The command a marker form's fields ask for, or the messages of the fields that keep it from being
 * applied. The first marker's bar is fixed.
 */
export function markerFormCommand(
  doc: ProjectDocument,
  target: MarkerTarget,
  fields: MarkerFields,
  t: Translate,
): { command?: Command; errors: FieldErrors } {
  const barCheck = checkBar(fields.bar, target.tick === 0);
  const errors: FieldErrors = {};
  if (!barCheck.ok) errors.bar = t(`lanes.errors.${barCheck.error}`);
  if (target.kind === 'tempo') {
    const tempo = checkTempo(fields.bpm);
    if (!tempo.ok) errors.value = t('lanes.errors.tempoRange', TEMPO_RANGE);
    else if (barCheck.ok) {
      return { errors, command: tempoMarkerCommand(doc, { fromTick: target.tick, bar: barCheck.bar, bpm: tempo.bpm }) };
    }
    return { errors };
  }
  const meter = checkMeter(fields.numerator, fields.denominator);
  if (!meter.ok) errors[meter.error === 'denominator' ? 'denominator' : 'value'] = t(`lanes.errors.${meter.error}`);
  else if (barCheck.ok) {
    const { numerator, denominator } = meter;
    return {
      errors,
      command: meterMarkerCommand(doc, { fromTick: target.tick, bar: barCheck.bar, numerator, denominator }),
    };
  }
  return { errors };
}

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
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = (command: Command) => {
    onCommand(command);
    onClose();
  };
  const submit = () => {
    const result = markerFormCommand(doc, target, { bar, bpm, numerator, denominator }, t);
    setErrors(result.errors);
    if (result.command) apply(result.command);
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
          <MeterFields
            numerator={numerator}
            denominator={denominator}
            onNumerator={setNumerator}
            onDenominator={setDenominator}
            errors={errors}
          />
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
            <Button size="xs" variant="subtle" color="red" onClick={() => apply(remove)} data-testid="marker-remove">
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

function MeterFields(props: {
  numerator: string;
  denominator: string;
  onNumerator: (value: string) => void;
  onDenominator: (value: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('studio');
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <TextInput
        size="xs"
        label={t('lanes.numerator')}
        value={props.numerator}
        inputMode="numeric"
        onChange={(event) => props.onNumerator(event.currentTarget.value)}
        error={props.errors.value}
        data-autofocus
        data-testid="marker-numerator"
        style={{ flex: 1 }}
      />
      <Select
        size="xs"
        label={t('lanes.denominator')}
        data={DENOMINATORS.map(String)}
        value={props.denominator}
        allowDeselect={false}
        onChange={(value) => value && props.onDenominator(value)}
        error={props.errors.denominator}
        comboboxProps={{ withinPortal: false }}
        data-testid="marker-denominator"
        style={{ flex: 1 }}
      />
    </Group>
  );
}
