import { useErrorMessage } from '../../api/useApiErrorHandler';
import { notify } from '../../app/overlays';

/** The browser's brief notices: that something was done, or why it was refused. */
export function useBrowserNotices() {
  const message = useErrorMessage();
  const done = (text: string) => void notify({ color: 'violet', message: text, autoClose: 3000 });
  const refused = (error: unknown) =>
    void notify({ color: 'red', message: message(error), autoClose: 8000, withBorder: true });
  /** Says `notice` once `work` is done, or why it failed. */
  const noticeWhenDone = (work: Promise<void>, notice: string) => work.then(() => done(notice)).catch(refused);
  return { done, refused, noticeWhenDone };
}
