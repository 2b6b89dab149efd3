import type { ApplyResult } from './command-result';
import { applyCommand, type Command } from './commands';
import type { ProjectDocument } from './document';

/** One undoable step: the commands that made it (for redo) and the command that undoes it. */
export type HistoryEntry = { command: Command; inverse: Command; label?: string; mergeKey?: string; meta?: unknown };

export type ExecuteOptions = {
  /** A short name for menus ("Move notes"). */
  label?: string;
  /**
   * Consecutive executions with the same key become one step (typing into the tempo field,
   * nudging with the arrow keys). Undo, redo or a step with another key ends the run.
   */
  mergeKey?: string;
  /**
   * Anything the editor wants back on undo and redo, e.g. the selection before the step; undo()
   * and redo() return the entry with it. A merged step keeps the first step's meta.
   */
  meta?: unknown;
};

type Transaction = {
  base: ProjectDocument;
  command: Command | null;
  result: ApplyResult | null;
  label?: string;
  meta?: unknown;
};

/**
 * The document with its undo and redo stacks, without limit. A pointer drag is one step: `begin`
 * it, `preview` the whole gesture so far on each move (each preview replaces the last one and is
 * applied to the document as it was at `begin`, so neighbours the drag passes over come back
 * untouched), then `commit` or `cancel`. Listeners hear every change of the document.
 */
export class History {
  #document: ProjectDocument;
  #undo: HistoryEntry[] = [];
  #redo: HistoryEntry[] = [];
  #transaction: Transaction | null = null;
  #mergeOpen = false;
  #listeners = new Set<(document: ProjectDocument) => void>();

  constructor(document: ProjectDocument) {
    this.#document = document;
  }

  get document(): ProjectDocument {
    return this.#document;
  }
  get canUndo(): boolean {
    return this.#undo.length > 0 && !this.#transaction;
  }
  get canRedo(): boolean {
    return this.#redo.length > 0 && !this.#transaction;
  }
  get undoLabel(): string | undefined {
    return this.#undo[this.#undo.length - 1]?.label;
  }
  get redoLabel(): string | undefined {
    return this.#redo[this.#redo.length - 1]?.label;
  }
  get undoDepth(): number {
    return this.#undo.length;
  }
  get redoDepth(): number {
    return this.#redo.length;
  }
  get inTransaction(): boolean {
    return this.#transaction !== null;
  }

  /** Calls `listener` after every change of the document; returns the unsubscribe function. */
  subscribe(listener: (document: ProjectDocument) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies a command as one step (or merged into the last, see mergeKey). Returns whether anything changed. */
  execute(command: Command, options: ExecuteOptions = {}): boolean {
    if (this.#transaction) this.commit();
    const result = applyCommand(this.#document, command);
    if (!result.changed) return false;
    const last = this.#undo[this.#undo.length - 1];
    if (options.mergeKey && this.#mergeOpen && last?.mergeKey === options.mergeKey) {
      last.command = { type: 'batch', commands: [last.command, command] };
      last.inverse = { type: 'batch', commands: [result.inverse, last.inverse] };
    } else {
      this.#undo.push({
        command,
        inverse: result.inverse,
        label: options.label,
        mergeKey: options.mergeKey,
        meta: options.meta,
      });
    }
    this.#mergeOpen = options.mergeKey !== undefined;
    this.#redo = [];
    this.#set(result.document);
    return true;
  }

  /** Starts a gesture (a drag); nothing is recorded until `commit`. */
  begin(label?: string, meta?: unknown): void {
    if (this.#transaction) this.commit();
    this.#transaction = { base: this.#document, command: null, result: null, label, meta };
  }

  /** Shows the gesture so far: `command` applied to the document as it was at `begin`. */
  preview(command: Command): void {
    if (!this.#transaction) this.begin();
    const transaction = this.#transaction!;
    transaction.command = command;
    transaction.result = applyCommand(transaction.base, command);
    this.#set(transaction.result.document);
  }

  /** Records the gesture as one step (nothing if it changed nothing). */
  commit(): boolean {
    const transaction = this.#transaction;
    if (!transaction) return false;
    this.#transaction = null;
    const result = transaction.result;
    if (!transaction.command || !result?.changed) {
      this.#set(transaction.base);
      return false;
    }
    this.#undo.push({
      command: transaction.command,
      inverse: result.inverse,
      label: transaction.label,
      meta: transaction.meta,
    });
    this.#redo = [];
    this.#mergeOpen = false;
    this.#set(result.document);
    return true;
  }

  /** Drops the gesture and returns to the document as it was at `begin` (Escape during a drag). */
  cancel(): void {
    const transaction = this.#transaction;
    if (!transaction) return;
    this.#transaction = null;
    this.#set(transaction.base);
  }

  /** Undoes the last step; returns it (with its meta) or undefined when there is none. */
  undo(): HistoryEntry | undefined {
    if (this.#transaction) this.cancel();
    const entry = this.#undo.pop();
    if (!entry) return undefined;
    this.#redo.push(entry);
    this.#mergeOpen = false;
    this.#set(applyCommand(this.#document, entry.inverse).document);
    return entry;
  }

  /** Redoes the last undone step; returns it or undefined when there is none. */
  redo(): HistoryEntry | undefined {
    if (this.#transaction) this.cancel();
    const entry = this.#redo.pop();
    if (!entry) return undefined;
    const result = applyCommand(this.#document, entry.command);
    const redone = { ...entry, inverse: result.inverse };
    this.#undo.push(redone);
    this.#mergeOpen = false;
    this.#set(result.document);
    return redone;
  }

  /** Replaces the document without a step and forgets the stacks (a project opened or reloaded). */
  reset(document: ProjectDocument): void {
    this.#transaction = null;
    this.#undo = [];
    this.#redo = [];
    this.#mergeOpen = false;
    this.#set(document);
  }

  #set(document: ProjectDocument): void {
    if (document === this.#document) return;
    this.#document = document;
    for (const listener of this.#listeners) listener(document);
  }
}
