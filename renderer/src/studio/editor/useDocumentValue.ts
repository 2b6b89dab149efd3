import { useEffect, useRef, useState } from 'react';

/**
 * A control's shown value, following the document. Its own commit coming back is not a change: a key
 * pressed while that commit was on its way has already moved the control further, and going back to
 * the committed value would lose that press. An undo, a redo or another edit is followed.
 */
export function useDocumentValue(documentValue: number) {
  const [shown, setShown] = useState(documentValue);
  const committed = useRef(documentValue);
  useEffect(() => {
    if (documentValue !== committed.current) setShown(documentValue);
    committed.current = documentValue;
  }, [documentValue]);
  const actions = {
    show: setShown,
    commit: (value: number, send: () => void) => {
      committed.current = value;
      send();
    },
  };
  return [shown, actions] as const;
}
