import { ActionIcon, Anchor, FileButton, Group, type SelectProps } from '@mantine/core';
import { IconFileMusic, IconLock, IconPlus } from '@tabler/icons-react';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../../shared/languages';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { TrackPatch } from '../../../../shared/studio/commands';
import { type ProjectDocument, type Track, trackCountOf } from '../../../../shared/studio/document';
import { canAddTrack } from '../../../../shared/studio/quota';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { AUDIO_ACCEPT } from '../analysis/decodeAudioFile';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { useStableHandlers } from '../stableHandlers';
import { DeferredSelect } from '../ui/DeferredSelect';
import { Hint } from '../ui/Hint';
import { useRovingToolbar } from '../ui/useRovingToolbar';
import { type AudioTrackHandlers, AudioTrackRow } from './AudioTrackRow';
import classes from './Editor.module.css';
import { TrackButtons, TrackNameInput } from './TrackControls';
import { TrackMix } from './TrackMix';
import { useTrackQuota } from './useTrackQuota';

type Props = {
  document: ProjectDocument;
  audio: AudioTrackHandlers;
  /** A recording the user chose, for a new audio track at the playhead. */
  onAddAudio: (file: File) => void;
  selectedTrackId: string | undefined;
  onSelectTrack: (trackId: string) => void;
  characters: Map<string, StudioCharacterView>;
  onUpdate: (trackId: string, changes: TrackPatch) => void;
  onAdd: () => void;
  onRemove: (trackId: string) => void;
};

/** The tracks at the left of the roll: name, singer, language, mute and solo. */
export function TrackPanel(props: Props) {
  const { t } = useTranslation('studio');
  const localize = useLocalizedPath();
  const anyLocked = [...props.characters.values()].some((character) => !character.allowed);
  const trackQuota = useTrackQuota();
  const atLimit = !canAddTrack(trackCountOf(props.document), { track_quota: trackQuota });
  const limitId = useId();
  // Stable callbacks for the rows (memoised: an edit of one track's notes re-renders only its row).
  // Add a voice track and add an audio track: one Tab stop, the arrows move between them.
  const roving = useRovingToolbar<HTMLDivElement>();
  const { onSelectTrack, onUpdate, onRemove } = useStableHandlers({
    onSelectTrack: props.onSelectTrack,
    onUpdate: props.onUpdate,
    onRemove: props.onRemove,
  });
  return (
    <div className={classes.trackPanel}>
      <Group justify="space-between" className={classes.panelTitle}>
        <span>{t('editor.tracks')}</span>
        <Group
          gap={2}
          wrap="nowrap"
          role="toolbar"
          aria-label={t('editor.tracks')}
          ref={roving.ref}
          onKeyDown={roving.onKeyDown}
        >
          <Hint label={atLimit ? t('editor.trackLimit', { count: trackQuota }) : t('editor.addTrack')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={props.onAdd}
              disabled={atLimit}
              aria-label={t('editor.addTrack')}
              aria-describedby={atLimit ? limitId : undefined}
              data-testid="add-track"
            >
              <IconPlus size={15} />
            </ActionIcon>
          </Hint>
          <AddAudioButton disabled={atLimit} onFile={props.onAddAudio} />
        </Group>
      </Group>
      {atLimit && (
        <p id={limitId} className={classes.trackLimit} data-testid="track-limit">
          {t('editor.trackLimit', { count: trackQuota })}{' '}
          <Anchor component={Link} to={localize(PAGE_ROUTES.pricing)} fz="xs">
            {t('editor.seePlans')}
          </Anchor>
        </p>
      )}
      {props.document.tracks.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          selected={track.id === props.selectedTrackId}
          removable={props.document.tracks.length > 1}
          characters={props.characters}
          onSelectTrack={onSelectTrack}
          onUpdate={onUpdate}
          onRemove={onRemove}
        />
      ))}
      {props.document.audioTracks.map((track) => (
        <AudioTrackRow key={track.id} track={track} tempos={props.document.tempos} handlers={props.audio} />
      ))}
      {anyLocked && (
        <Anchor component={Link} to={localize(PAGE_ROUTES.store)} fz="xs" className={classes.storeLink}>
          {t('editor.moreSingers')}
        </Anchor>
      )}
    </div>
  );
}

/** Add an audio track from a file: a backing track or a recording, placed at the playhead. */
function AddAudioButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('studio-voice-tools');
  // Emptied after each pick, so that the same file can be chosen again (after an abandoned upload).
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={reset}
      onChange={(file) => {
        reset.current?.();
        if (file) onFile(file);
      }}
      accept={AUDIO_ACCEPT}
      disabled={disabled}
    >
      {(button) => (
        <Hint label={t('addAudio')}>
          <ActionIcon
            {...button}
            variant="subtle"
            size="sm"
            disabled={disabled}
            aria-label={t('addAudio')}
            data-testid="add-audio-track"
          >
            <IconFileMusic size={15} />
          </ActionIcon>
        </Hint>
      )}
    </FileButton>
  );
}

/** A singer the user may not use: the lock and why, in the singer list. */
function LockedSinger({ label }: { label: string }) {
  const { t } = useTranslation('studio');
  return (
    <Hint label={t('editor.lockedSinger')}>
      <Group gap={6} wrap="nowrap">
        <IconLock size={12} aria-hidden />
        {label}
      </Group>
    </Hint>
  );
}

const renderSinger: SelectProps['renderOption'] = ({ option }) =>
  option.disabled ? <LockedSinger label={option.label} /> : option.label;

type RowProps = Pick<Props, 'characters' | 'onSelectTrack' | 'onUpdate' | 'onRemove'> & {
  track: Track;
  selected: boolean;
  removable: boolean;
};

const TrackRow = memo(function TrackRow({
  track,
  selected,
  removable,
  characters,
  onUpdate,
  onRemove,
  onSelectTrack,
}: RowProps) {
  const { t } = useTranslation('studio');
  const options = [...characters.values()].map((character) => ({
    value: character.id,
    label: character.name,
    disabled: !character.allowed && character.id !== track.characterId,
  }));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the row's controls are the keyboard path; a click on the row only selects it
    <div
      className={classes.trackRow}
      data-selected={selected || undefined}
      data-testid="project-track"
      onMouseDown={() => onSelectTrack(track.id)}
      onFocus={() => onSelectTrack(track.id)}
    >
      <Group gap={6} wrap="nowrap">
        <span className={classes.trackSwatch} style={{ background: characters.get(track.characterId)?.color }} />
        <TrackNameInput track={track} onUpdate={onUpdate} />
        <TrackButtons track={track} onUpdate={onUpdate} onRemove={onRemove} removable={removable} />
      </Group>
      <Group gap={6} wrap="nowrap" mt={6}>
        <DeferredSelect
          flex={1}
          data={options}
          value={track.characterId}
          allowDeselect={false}
          aria-label={t('editor.singer')}
          onChange={(value) => value && onUpdate(track.id, { characterId: value as CharacterId })}
          renderOption={renderSinger}
        />
        <DeferredSelect
          w={116}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          value={track.language}
          allowDeselect={false}
          aria-label={t('editor.language')}
          onChange={(value) => value && onUpdate(track.id, { language: value as Language })}
        />
      </Group>
      <TrackMix track={track} onUpdate={onUpdate} />
      <div className={classes.trackMeta}>{t('card.notes', { count: track.notes.length })}</div>
    </div>
  );
});
