import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CharacterId } from '../../../shared/studio/characters';
import { DOCUMENT_SCHEMA_VERSION, type ProjectDocument, type Track } from '../../../shared/studio/document';
import { auth } from './commerce';

export const API = '/api/auth/v2';

/** A voice track of `notes` sixteenth notes singing "la". */
export function track(id: string, characterId: CharacterId, notes = 4): Track {
  return {
    id,
    name: id,
    kind: 'voice',
    characterId,
    language: 'en',
    mute: false,
    solo: false,
    gainDb: 0,
    pan: 0,
    notes: Array.from({ length: notes }, (_, index) => ({
      id: `${id}-n${index}`,
      tick: index * 120,
      duration: 120,
      pitch: 60 + (index % 12),
      lyric: 'la',
    })),
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
}

/** A document with the given tracks (by default one hodo track: the free character). */
export function song(title = 'Song', tracks: Track[] = [track('t1', 'hodo')]): ProjectDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title,
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm: 120 }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks,
    audioTracks: [],
    key: { tonic: 0, scale: 'major' },
    loop: { enabled: false, startTick: 0, endTick: 7680 },
  };
}

/** The project calls of one signed-in user, answering the raw responses. */
export function projectsClient(app: FastifyInstance, token: string) {
  const headers = auth(token);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    list: (query = '') => call('GET', `/projects${query}`),
    trash: (query = '') => call('GET', `/projects/trash${query}`),
    create: (body: unknown) => call('POST', '/projects', body),
    blank: (title = 'Song', characterId = 'hodo', language?: string) =>
      call('POST', '/projects', { kind: 'blank', title, character_id: characterId, language }),
    import: (document: unknown) => call('POST', '/projects', { kind: 'import', document }),
    get: (id: string) => call('GET', `/projects/${id}`),
    save: (id: string, version: number | null, document: unknown) =>
      call('PUT', `/projects/${id}`, { document }, version === null ? {} : { 'if-match': String(version) }),
    rename: (id: string, title: string) => call('PATCH', `/projects/${id}`, { title }),
    duplicate: (id: string) => call('POST', `/projects/${id}/duplicate`),
    remove: (id: string) => call('DELETE', `/projects/${id}`),
    restore: (id: string) => call('POST', `/projects/${id}/restore`),
    versions: (id: string) => call('GET', `/projects/${id}/versions`),
    version: (id: string, version: number | string) => call('GET', `/projects/${id}/versions/${version}`),
    restoreVersion: (id: string, version: number) => call('POST', `/projects/${id}/versions/${version}/restore`),
    count: async () => (await call('GET', '/project-counts')).json().data as number,
  };
}

export type ProjectsClient = ReturnType<typeof projectsClient>;

/** The code of an error envelope. */
export const codeOf = (response: LightMyRequestResponse) => response.json().detail?.code as string | undefined;
