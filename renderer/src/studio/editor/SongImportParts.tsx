import { Alert } from '@mantine/core';
import type { RefObject } from 'react';
import { DeferredImportSummary } from '../import/DeferredImportSummary';
import { IMPORT_INTO_ACCEPT } from './importIntoProject';
import type { useSongImport } from './useSongImport';

/** What importing a file into the project shows: its error, its summary to accept, the hidden file picker. */
export function SongImportParts({
  songImport,
  fileInput,
}: {
  songImport: ReturnType<typeof useSongImport>;
  fileInput: RefObject<HTMLInputElement | null>;
}) {
  const { error, setError, pendingImport, setPendingImport, onImportFile, acceptImport } = songImport;
  return (
    <>
      {error && (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          onClose={() => setError(undefined)}
          data-testid="editor-error"
        >
          {error}
        </Alert>
      )}
      <DeferredImportSummary
        pending={
          pendingImport && {
            fileName: pendingImport.fileName,
            summary: pendingImport.result.summary,
            warnings: pendingImport.result.warnings,
          }
        }
        onAccept={acceptImport}
        onCancel={() => setPendingImport(undefined)}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMPORT_INTO_ACCEPT}
        data-testid="editor-import-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void onImportFile(file);
        }}
      />
    </>
  );
}
