/**
 * The studio core: everything the editor needs that is not UI. Plain TypeScript over ES libraries
 * only (no React, DOM or Node), so it runs in the renderer, in workers, in tests and in tools.
 *
 * - document, migrations, limits, characters, blank-document, text: the project document.
 * - time: ticks ↔ seconds ↔ bar.beat, the snap grid, texts of positions, pitch names, scales.
 * - notes: note helpers (overlap rule, hit tests, selection, ids).
 * - commands, history: every edit as a JSON command with its inverse; undo/redo with drags as one step.
 * - lyrics: "Insert lyrics" splitting for ja/ko/en.
 * - quota: the track quota and character checks the server also makes.
 * - ports: interfaces other parts implement (the voice's phoneme preview).
 *
 * File import and export live in `shared/studio/formats` (import that module lazily: it brings
 * the MIDI, XML, YAML and zip parsers).
 */

export * from './apply-curves';
export * from './blank-document';
export * from './characters';
export * from './clipboard';
export * from './command-result';
export * from './commands';
export * from './document';
export * from './history';
export * from './limits';
export * from './lyrics';
export * from './migrations';
export * from './notes';
export type * from './ports';
export * from './quota';
export * from './text';
export * from './time';
