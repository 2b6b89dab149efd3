import { dismissNotification, notify } from '../../app/overlays';
import { UploadNotice } from './UploadNotice';
import type { UploadProgress } from './uploadProgress';

/** Uploads that finish sooner than this show no notice (a short take need not flash one). */
const SHOW_AFTER_MS = 300;
let next = 0;

/**
 * Shows an upload's progress with a button that abandons it, as a notification that stays until the
 * answer returned here is called (when the upload is done, failed or was abandoned).
 */
export function showUploadNotice(options: { name: string; progress: UploadProgress; onAbort: () => void }) {
  const id = `audio-upload-${++next}`;
  let shown: Promise<void> | null = null;
  const timer = setTimeout(() => {
    shown = notify({
      id,
      message: <UploadNotice {...options} />,
      autoClose: false,
      withCloseButton: false,
      color: 'violet',
    });
  }, SHOW_AFTER_MS);
  return () => {
    clearTimeout(timer);
    void shown?.then(() => dismissNotification(id));
  };
}
