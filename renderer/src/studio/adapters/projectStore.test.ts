import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../../../shared/studio/blank-document';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { ProjectStorageError, type ProjectTransport, type Scheduler } from '../../../../shared/studio/ports';
import { AUTOSAVE_DELAY_MS, openProjectSession, RETRY_DELAYS_MS } from '../../../../shared/studio/project-session';
import { ApiRequestError } from '../../api/client';
import { storageErrorOf } from './cloudTransport';
import { indexedDbPendingEdits } from './pendingEdits';

/** Timers stepped by hand: `advance` runs every timer due, in order, letting promises settle between them. */
function manualTime() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const scheduler: Scheduler = {
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
  };
  return {
    scheduler,
    async advance(ms: number) {
      const target = now + ms;
      await settle();
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await settle();
      }
      now = target;
      await settle();
    },
    settle,
  };
}

/** A server holding one project, which can be taken down and changed by "another browser". */
class FakeServer implements ProjectTransport {
  version = 1;
  document: ProjectDocument = blankDocument({ title: 'Song', characterId: 'hodo', trackName: 'Voice 1' });
  down: 'network' | 'server' | null = null;
  saves: Array<{ title: string; baseVersion: number }> = [];
  copies: ProjectDocument[] = [];

  private check() {
    if (this.down === 'network') throw storageErrorOf(new ApiRequestError('NETWORK_ERROR', 0, 'offline'));
    if (this.down === 'server') throw storageErrorOf(new ApiRequestError('UNKNOWN_ERROR', 503, 'unavailable'));
  }
  async load() {
    this.check();
    return { document: this.document, version: this.version };
  }
  async save(_id: string, document: ProjectDocument, baseVersion: number) {
    this.check();
    if (baseVersion !== this.version) {
      throw storageErrorOf(
        new ApiRequestError('PROJECT_VERSION_CONFLICT', 409, 'stale', { current_version: this.version }),
      );
    }
    this.saves.push({ title: document.title, baseVersion });
    this.document = document;
    this.version += 1;
    return { version: this.version };
  }
  async createCopy(document: ProjectDocument) {
    this.check();
    this.copies.push(document);
    return { id: 'copy-1' };
  }
  /** Another browser saves a change. */
  editElsewhere(title: string) {
    this.document = { ...this.document, title };
    this.version += 1;
  }
}

const titled = (document: ProjectDocument, title: string) => ({ ...document, title });

function setUp() {
  const server = new FakeServer();
  const time = manualTime();
  const queue = indexedDbPendingEdits(randomUUID());
  const reconnect = new Set<() => void>();
  const deps = {
    transport: server,
    queue,
    scheduler: time.scheduler,
    onReconnect: (callback: () => void) => {
      reconnect.add(callback);
      return () => reconnect.delete(callback);
    },
  };
  const goOnline = () => {
    for (const callback of reconnect) callback();
  };
  return { server, time, queue, deps, goOnline };
}

describe('ProjectStore (cloud adapter with the IndexedDB queue)', () => {
  it('saves once, within 2 s of the last edit, the latest document', async () => {
    const { server, time, deps } = setUp();
    const session = await openProjectSession('p1', deps);
    expect(session.getState()).toMatchObject({ status: 'saved', unsaved: false, baseVersion: 1 });
    expect(AUTOSAVE_DELAY_MS).toBeLessThanOrEqual(2_000);

    session.edit(titled(session.getState().document, 'A'));
    await time.advance(1_000);
    session.edit(titled(session.getState().document, 'AB'));
    await time.advance(1_000);
    session.edit(titled(session.getState().document, 'ABC'));
    expect(session.getState()).toMatchObject({ status: 'pending', unsaved: true });
    await time.advance(AUTOSAVE_DELAY_MS - 1);
    expect(server.saves).toEqual([]);
    await time.advance(1);
    expect(server.saves).toEqual([{ title: 'ABC', baseVersion: 1 }]);
    expect(session.getState()).toMatchObject({ status: 'saved', unsaved: false, baseVersion: 2 });
  });

  it('an edit made while a save is on its way is saved next, on top of the new version', async () => {
    const { server, time, deps } = setUp();
    let release: () => void = () => undefined;
    const slowSave = server.save.bind(server);
    server.save = async (...args) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return slowSave(...args);
    };
    const session = await openProjectSession('p1', deps);
    session.edit(titled(session.getState().document, 'first'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().status).toBe('saving');
    session.edit(titled(session.getState().document, 'second'));
    release();
    await time.settle();
    expect(session.getState()).toMatchObject({ status: 'pending', baseVersion: 2, unsaved: true });
    server.save = slowSave;
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(server.saves).toEqual([
      { title: 'first', baseVersion: 1 },
      { title: 'second', baseVersion: 2 },
    ]);
    expect(session.getState()).toMatchObject({ status: 'saved', unsaved: false });
  });

  it('keeps edits made offline in IndexedDB across a reload and sends them when the network is back', async () => {
    const { server, time, deps, queue, goOnline } = setUp();
    const first = await openProjectSession('p1', deps);
    server.down = 'network';
    first.edit(titled(first.getState().document, 'Written offline'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(first.getState()).toMatchObject({ status: 'offline', unsaved: true });
    expect((await queue.get('p1'))?.document.title).toBe('Written offline');
    first.close();

    // A reload while still offline: the project opens from this device.
    const second = await openProjectSession('p1', deps);
    expect(second.getState()).toMatchObject({ status: 'offline', unsaved: true });
    expect(second.getState().document.title).toBe('Written offline');
    expect(server.saves).toEqual([]);

    server.down = null;
    goOnline();
    await time.settle();
    expect(server.saves).toEqual([{ title: 'Written offline', baseVersion: 1 }]);
    expect(second.getState()).toMatchObject({ status: 'saved', unsaved: false, baseVersion: 2 });
    await time.settle();
    expect(await queue.get('p1')).toBeUndefined();
  });

  it('retries with growing pauses while the server fails (5xx), then saves', async () => {
    const { server, time, deps } = setUp();
    const session = await openProjectSession('p1', deps);
    server.down = 'server';
    session.edit(titled(session.getState().document, 'Kept'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().status).toBe('offline');
    await time.advance(RETRY_DELAYS_MS[0]);
    expect(session.getState().status).toBe('offline');
    server.down = null;
    await time.advance(RETRY_DELAYS_MS[1] - 1);
    expect(server.saves).toEqual([]);
    await time.advance(1);
    expect(server.saves).toEqual([{ title: 'Kept', baseVersion: 1 }]);
    expect(session.getState().status).toBe('saved');
  });

  it('a stale version shows the conflict and sends nothing more until the user chooses "keep mine"', async () => {
    const { server, time, deps } = setUp();
    const session = await openProjectSession('p1', deps);
    server.editElsewhere('Theirs');
    session.edit(titled(session.getState().document, 'Mine'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState()).toMatchObject({ status: 'conflict', conflictVersion: 2, unsaved: true });
    session.edit(titled(session.getState().document, 'Mine, again'));
    await time.advance(AUTOSAVE_DELAY_MS * 3);
    expect(server.saves).toEqual([]);

    await session.resolveConflict('mine');
    expect(server.saves).toEqual([{ title: 'Mine, again', baseVersion: 2 }]);
    expect(session.getState()).toMatchObject({ status: 'saved', baseVersion: 3, conflictVersion: null });
  });

  it('"keep the server\'s" loads the stored document and forgets the local edits', async () => {
    const { server, time, deps, queue } = setUp();
    const session = await openProjectSession('p1', deps);
    server.editElsewhere('Theirs');
    session.edit(titled(session.getState().document, 'Mine'));
    await time.advance(AUTOSAVE_DELAY_MS);
    await session.resolveConflict('theirs');
    expect(session.getState()).toMatchObject({ status: 'saved', unsaved: false, baseVersion: 2 });
    expect(session.getState().document.title).toBe('Theirs');
    await time.settle();
    expect(await queue.get('p1')).toBeUndefined();
    expect(server.saves).toEqual([]);
  });

  it('"save mine as a copy" creates a new project from the local document and shows the stored one here', async () => {
    const { server, time, deps } = setUp();
    const session = await openProjectSession('p1', deps);
    server.editElsewhere('Theirs');
    session.edit(titled(session.getState().document, 'Mine'));
    await time.advance(AUTOSAVE_DELAY_MS);
    const { copyId } = await session.resolveConflict('copy', 'Mine (copy)');
    expect(copyId).toBe('copy-1');
    expect(server.copies.map((document) => document.title)).toEqual(['Mine (copy)']);
    expect(session.getState().document.title).toBe('Theirs');
  });

  it('edits kept from a visit before the other browser saved meet the conflict when the project opens again', async () => {
    const { server, time, deps } = setUp();
    const first = await openProjectSession('p1', deps);
    server.down = 'network';
    first.edit(titled(first.getState().document, 'Offline edit'));
    await time.advance(AUTOSAVE_DELAY_MS);
    first.close();
    server.down = null;
    server.editElsewhere('Changed elsewhere');

    const reopened = await openProjectSession('p1', deps);
    expect(reopened.getState().document.title).toBe('Offline edit');
    await time.advance(0);
    expect(reopened.getState()).toMatchObject({ status: 'conflict', conflictVersion: 2 });
  });

  it('a refusal (a quota) is shown with its code, and the next edit tries again', async () => {
    const { server, time, deps } = setUp();
    const session = await openProjectSession('p1', deps);
    const save = server.save.bind(server);
    server.save = async () => {
      throw storageErrorOf(new ApiRequestError('TRACK_QUOTA_EXCEEDED', 403, 'quota'));
    };
    session.edit(titled(session.getState().document, 'Too many tracks'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState()).toMatchObject({ status: 'refused', errorCode: 'TRACK_QUOTA_EXCEEDED', unsaved: true });
    server.save = save;
    session.edit(titled(session.getState().document, 'Fewer tracks'));
    await time.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState()).toMatchObject({ status: 'saved', errorCode: null });
  });

  it('reads API failures as the store needs them', () => {
    expect(storageErrorOf(new ApiRequestError('NETWORK_ERROR', 0, ''))).toMatchObject({ kind: 'unreachable' });
    expect(storageErrorOf(new ApiRequestError('UNKNOWN_ERROR', 502, ''))).toMatchObject({ kind: 'unreachable' });
    expect(storageErrorOf(new ApiRequestError('TIMEOUT_ERROR', 500, ''))).toMatchObject({ kind: 'unreachable' });
    expect(
      storageErrorOf(new ApiRequestError('PROJECT_VERSION_CONFLICT', 409, '', { current_version: 7 })),
    ).toMatchObject({ kind: 'conflict', currentVersion: 7 });
    expect(storageErrorOf(new ApiRequestError('PROJECT_TOO_LARGE', 413, ''))).toMatchObject({
      kind: 'refused',
      code: 'PROJECT_TOO_LARGE',
    });
    expect(storageErrorOf(new Error('boom'))).toBeInstanceOf(ProjectStorageError);
  });
});
