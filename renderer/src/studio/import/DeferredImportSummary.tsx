import { type ComponentProps, lazy } from 'react';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import type { ImportSummaryDialog } from './ImportSummaryDialog';

const loadSummary = () => import('./ImportSummaryDialog');
const LazySummary = lazy(() => loadSummary().then((m) => ({ default: m.ImportSummaryDialog })));

/** The import summary (a modal with its scroll area) is fetched after first input, not with the studio's first screen. */
export function DeferredImportSummary(props: ComponentProps<typeof ImportSummaryDialog>) {
  usePrefetchOnInput(loadSummary);
  return (
    <DeferredDialog opened={Boolean(props.pending)}>
      <LazySummary {...props} />
    </DeferredDialog>
  );
}
