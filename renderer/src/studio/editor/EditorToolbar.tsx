import { Button, Divider, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDownload,
  IconFileImport,
  IconKeyboard,
  IconMicrophone,
  IconTextPlus,
  IconUserCircle,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { lazy, memo, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../../shared/studio/formats';
import { SNAP_DIVISIONS, type SnapDivision } from '../../../../shared/studio/time';
import { useDeferredDropdown } from '../../layout/useDeferredDropdown';
import { useStableHandlers } from '../stableHandlers';
import { DeferredSelect } from '../ui/DeferredSelect';
import { Hint } from '../ui/Hint';
import { useRovingToolbar } from '../ui/useRovingToolbar';
import classes from './Editor.module.css';
import { ZOOM_STEP } from './shortcuts';
import { ToolbarIcon } from './ToolbarIcon';

export type EditorToolbarProps = {
  /** Play, pause, stop, the playhead position and audio export (the playback module's controls). */
  transport: ReactNode;
  /** Split, merge, quantize and the draw preview (EditTools). */
  edit?: ReactNode;
  meter: string;
  snap: SnapDivision;
  onSnap: (snap: SnapDivision) => void;
  onZoom: (factor: number) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  canInsertLyrics: boolean;
  onInsertLyrics: () => void;
  onImport: () => void;
  /** Opens Voice to MIDI (sing or pick a recording; its melody becomes a track). */
  onVoiceToMidi: () => void;
  /** Opens the voice changer (a sung take, sung again by a character, on an audio track). */
  onVoiceChanger: () => void;
  onExport: (format: ExportFormat) => void;
  onHelp: () => void;
};

// The export menu's code (a positioned dropdown) is fetched when the pointer or the focus reaches its button.
const importExportMenu = () => import('./ExportMenu');
const ExportMenu = lazy(importExportMenu);

/** The bar above the roll: transport, snap, zoom, undo/redo, lyrics, import and export. */
export function EditorToolbar({ transport, meter, ...rest }: EditorToolbarProps) {
  const { t } = useTranslation('studio');
  const handlers = useStableHandlers({
    onSnap: rest.onSnap,
    onZoom: rest.onZoom,
    onUndo: rest.onUndo,
    onRedo: rest.onRedo,
    onInsertLyrics: rest.onInsertLyrics,
    onImport: rest.onImport,
    onVoiceToMidi: rest.onVoiceToMidi,
    onVoiceChanger: rest.onVoiceChanger,
    onExport: rest.onExport,
    onHelp: rest.onHelp,
  });
  const roving = useRovingToolbar<HTMLDivElement>();
  return (
    <div className={classes.toolbar} role="toolbar" aria-label={t('editor.toolbar')} {...roving}>
      <Group gap={4} wrap="nowrap">
        {transport}
        <span className={classes.meter}>{meter}</span>
      </Group>
      <ToolbarTools {...rest} {...handlers} />
    </div>
  );
}

/**
 * Everything after the transport, memoised with stable handlers: an edit re-renders it only when
 * what it shows changes (snap, undo and redo, lyrics), not on every note moved.
 */
const ToolbarTools = memo(function ToolbarTools(props: Omit<EditorToolbarProps, 'transport' | 'meter'>) {
  const { t } = useTranslation('studio');
  const { onZoom } = props;
  const zoom = useMemo(() => ({ out: () => onZoom(1 / ZOOM_STEP), in: () => onZoom(ZOOM_STEP) }), [onZoom]);
  const snapLabel = (snap: SnapDivision) =>
    snap === 'off'
      ? t('editor.snapOff')
      : snap.endsWith('T')
        ? t('editor.snapTriplet', { value: snap.slice(0, -1) })
        : snap;
  return (
    <>
      <Divider orientation="vertical" />
      <Group gap={6} wrap="nowrap">
        <span className={classes.snapTag} aria-hidden>
          {t('editor.snap')}
        </span>
        <DeferredSelect
          w={104}
          data={SNAP_DIVISIONS.map((snap) => ({ value: snap, label: snapLabel(snap) }))}
          value={props.snap}
          allowDeselect={false}
          aria-label={t('editor.snap')}
          onChange={(value) => value && props.onSnap(value as SnapDivision)}
          data-testid="snap-select"
        />
        <ToolbarIcon label={t('editor.zoomOut')} icon={IconZoomOut} onClick={zoom.out} />
        <ToolbarIcon label={t('editor.zoomIn')} icon={IconZoomIn} onClick={zoom.in} />
      </Group>
      <Divider orientation="vertical" />
      <Group gap={4} wrap="nowrap">
        <ToolbarIcon
          label={t('editor.undo')}
          icon={IconArrowBackUp}
          disabled={!props.canUndo}
          onClick={props.onUndo}
          testId="undo"
        />
        <ToolbarIcon
          label={t('editor.redo')}
          icon={IconArrowForwardUp}
          disabled={!props.canRedo}
          onClick={props.onRedo}
          testId="redo"
        />
      </Group>
      <Divider orientation="vertical" />
      {props.edit}
      {props.edit && <Divider orientation="vertical" />}
      <Hint label={t('editor.insertLyrics')}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTextPlus size={15} />}
          disabled={!props.canInsertLyrics}
          onClick={props.onInsertLyrics}
          aria-label={t('editor.insertLyrics')}
          className={classes.labelButton}
          data-testid="insert-lyrics"
        >
          <span className={classes.collapsible}>{t('editor.insertLyrics')}</span>
        </Button>
      </Hint>
      <div className={classes.spacer} />
      <ToolbarIcon
        label={t('editor.voiceChanger')}
        icon={IconUserCircle}
        onClick={props.onVoiceChanger}
        testId="voice-changer-open"
      />
      <ToolbarIcon
        label={t('editor.voiceToMidi')}
        icon={IconMicrophone}
        onClick={props.onVoiceToMidi}
        testId="voice-to-midi-open"
      />
      <ToolbarIcon label={t('editor.import')} icon={IconFileImport} onClick={props.onImport} />
      <ExportButton onExport={props.onExport} />
      <ToolbarIcon
        label={t('editor.shortcuts')}
        icon={IconKeyboard}
        iconSize={18}
        variant="subtle"
        color="gray"
        onClick={props.onHelp}
      />
    </>
  );
});

/** Export (MIDI, MusicXML, UST): a menu whose code is fetched when the button is reached. */
function ExportButton({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation('studio');
  const menu = useDeferredDropdown(importExportMenu);
  const trigger = (handlers: Partial<typeof menu.placeholderHandlers> = {}) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={15} />}
      className={classes.labelButton}
      aria-label={t('editor.export')}
      aria-haspopup="menu"
      aria-expanded={menu.opened}
      data-testid="export-menu"
      {...handlers}
    >
      <span className={classes.collapsible}>{t('editor.export')}</span>
    </Button>
  );
  const placeholder = trigger(menu.placeholderHandlers);
  if (!menu.mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ExportMenu trigger={trigger()} opened={menu.opened} onOpenedChange={menu.setOpened} onExport={onExport} />
    </Suspense>
  );
}
