import { ActionIcon, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../ui/Hint';
import { useRovingToolbar } from '../ui/useRovingToolbar';
import classes from './Editor.module.css';

/** The track's name, renamed when the field is left (Enter leaves it); an empty name is refused. */
export function TrackNameInput({
  track,
  onUpdate,
}: {
  track: { id: string; name: string };
  onUpdate: (trackId: string, changes: { name: string }) => void;
}) {
  const { t } = useTranslation('studio');
  const [name, setName] = useState(track.name);
  useEffect(() => setName(track.name), [track.name]);
  return (
    <div className={classes.trackNameBox}>
      <input
        value={name}
        maxLength={60}
        aria-label={t('editor.trackName')}
        className={classes.trackName}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={() => {
          const trimmed = name.trim();
          if (trimmed && trimmed !== track.name) onUpdate(track.id, { name: trimmed });
          else setName(track.name);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
    </div>
  );
}

/** Mute, solo and remove of a voice or audio track: one Tab stop per track, the arrows move between them. */
export function TrackButtons({
  track,
  onUpdate,
  onRemove,
  removable = true,
}: {
  track: { id: string; name: string; mute: boolean; solo: boolean };
  onUpdate: (trackId: string, changes: { mute: boolean } | { solo: boolean }) => void;
  onRemove: (trackId: string) => void;
  removable?: boolean;
}) {
  const { t } = useTranslation('studio');
  const roving = useRovingToolbar<HTMLDivElement>();
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="toolbar"
      aria-label={t('editor.trackButtons', { name: track.name })}
      ref={roving.ref}
      onKeyDown={roving.onKeyDown}
    >
      <TrackToggle
        label={t('editor.mute')}
        letter="M"
        color="orange"
        on={track.mute}
        onClick={() => onUpdate(track.id, { mute: !track.mute })}
      />
      <TrackToggle
        label={t('editor.solo')}
        letter="S"
        color="yellow"
        on={track.solo}
        onClick={() => onUpdate(track.id, { solo: !track.solo })}
      />
      <RemoveTrackButton disabled={!removable} onClick={() => onRemove(track.id)} />
    </Group>
  );
}

/** Mute or solo: a lettered toggle button. */
function TrackToggle(props: { label: string; letter: string; color: string; on: boolean; onClick: () => void }) {
  return (
    <Hint label={props.label}>
      <ActionIcon
        size="sm"
        variant={props.on ? 'filled' : 'default'}
        color={props.color}
        aria-pressed={props.on}
        aria-label={props.label}
        onClick={props.onClick}
      >
        <b className={classes.msLetter}>{props.letter}</b>
      </ActionIcon>
    </Hint>
  );
}

/** Remove the track (a song keeps at least one voice track: the last one's button is disabled). */
function RemoveTrackButton({ disabled = false, onClick }: { disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation('studio');
  return (
    <Hint label={t('editor.removeTrack')}>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        disabled={disabled}
        aria-label={t('editor.removeTrack')}
        onClick={onClick}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Hint>
  );
}
