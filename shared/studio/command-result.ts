import type { Command } from './commands';
import type { ProjectDocument } from './document';
import { stripControlCharacters } from './text';

/** What applying a command gives, and the helpers every command's code shares. */
export type ApplyResult = {
  document: ProjectDocument;
  /** Applying it to `document` gives back the document the command was applied to. */
  inverse: Command;
  /** False when the command changed nothing (unknown ids, a zero move…); `document` is then the same object. */
  changed: boolean;
};

export const NOTHING: Command = { type: 'batch', commands: [] };

export function unchanged(doc: ProjectDocument): ApplyResult {
  return { document: doc, inverse: NOTHING, changed: false };
}

/** `value` within [min, max]; anything that is not a finite number becomes `min`. */
export const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export const byTick = <T extends { tick: number }>(a: T, b: T) => a.tick - b.tick;

export function cleanName(text: string, max: number): string {
  return stripControlCharacters(text, ' ').trim().slice(0, max);
}

/** The command of one type. */
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;

/** A table of the handlers of some command types, each applying its command to a document. */
export type CommandHandlers<T extends Command['type']> = {
  [K in T]: (doc: ProjectDocument, command: CommandOf<K>) => ApplyResult;
};
