import type { ProjectDocument } from './document';

/**
 * Points the document's audio clips at other stored audio: every clip whose `audioId` is a key of
 * `newIds` (compared in lower case, as the server's clip ids are) gets the id it maps to. Answers the
 * document (a new object; the given one is not changed) and the old ids that were in use, once each.
 * A project's copy uses it to play its own copies of the recordings.
 */
export function relinkAudio(
  document: ProjectDocument,
  newIds: Readonly<Record<string, string>>,
): { document: ProjectDocument; relinked: string[] } {
  const relinked = new Set<string>();
  const audioTracks = document.audioTracks.map((track) => ({
    ...track,
    clips: track.clips.map((clip) => {
      const key = clip.audioId.toLowerCase();
      const target = Object.hasOwn(newIds, key) ? newIds[key] : undefined;
      if (target === undefined) return clip;
      relinked.add(key);
      return { ...clip, audioId: target };
    }),
  }));
  return { document: { ...document, audioTracks }, relinked: [...relinked] };
}
