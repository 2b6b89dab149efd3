import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './Hint.module.css';

type Props = {
  /** The text shown, and the trigger's description while it is shown. */
  label: string;
  /**
   * What it describes: its first element (a button, a link) is the trigger, shown with the hint while it
   * is hovered or has keyboard focus and described by it meanwhile.
   */
  children: ReactNode;
  /** Milliseconds the pointer rests on the trigger before the hint shows (keyboard focus shows it at once). */
  openDelay?: number;
  /** Wraps the text within `width` pixels instead of keeping it on one line. */
  width?: number;
  withArrow?: boolean;
};

const OFFSET = 6;
const MARGIN = 8;

type Place = { left: number; top: number; below: boolean };

/**
 * A light tooltip for the studio's buttons: the label in a small dark-theme bubble above the trigger
 * (below it at the window's top edge), on hover and on keyboard focus, dismissed by Escape, and the
 * trigger's accessible description (role="tooltip", aria-describedby) while it shows. Unlike Mantine's
 * Tooltip it needs no positioning library, so it stays off the studio's first load.
 */
export function Hint({ label, children, openDelay = 0, width, withArrow }: Props) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);

  const show = useCallback((delay: number) => {
    window.clearTimeout(timer.current);
    if (delay > 0) timer.current = window.setTimeout(() => setOpen(true), delay);
    else setOpen(true);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
    setPlace(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Placed once the bubble is in the page and its size is known: centred over the trigger, kept inside the window.
  useLayoutEffect(() => {
    if (!open) return;
    const trigger = anchor.current?.firstElementChild;
    const tip = bubble.current;
    if (!trigger || !tip) return;
    const rect = trigger.getBoundingClientRect();
    const size = tip.getBoundingClientRect();
    const below = rect.top - OFFSET - size.height < MARGIN;
    const left = Math.min(
      Math.max(MARGIN, rect.left + rect.width / 2 - size.width / 2),
      window.innerWidth - MARGIN - size.width,
    );
    setPlace({ left, top: below ? rect.bottom + OFFSET : rect.top - OFFSET - size.height, below });
  }, [open]);

  // The trigger is described by the hint while it shows (what Mantine's Tooltip does through floating-ui).
  // Only the hint's own id is added and taken away: a description the trigger has of its own (the reason a
  // button is disabled), set before or while the hint shows, stays.
  useEffect(() => {
    const trigger = anchor.current?.firstElementChild;
    if (!open || !trigger) return;
    const ids = (element: Element) => (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    trigger.setAttribute('aria-describedby', [...ids(trigger).filter((other) => other !== id), id].join(' '));
    return () => {
      const rest = ids(trigger).filter((other) => other !== id);
      if (rest.length) trigger.setAttribute('aria-describedby', rest.join(' '));
      else trigger.removeAttribute('aria-describedby');
    };
  }, [open, id]);

  // Escape closes it, as it does Mantine's; so does scrolling away under it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open, hide]);

  const onFocus = (event: FocusEvent) => {
    // Keyboard focus only: a click already shows it on hover.
    if (event.target instanceof Element && event.target.matches(':focus-visible')) show(0);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches hover and focus on the trigger inside it (display: contents)
    <span
      ref={anchor}
      className={classes.anchor}
      onPointerEnter={(event) => event.pointerType !== 'touch' && show(openDelay)}
      onPointerLeave={hide}
      onFocus={onFocus}
      onBlur={hide}
    >
      {children}
      {open &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            className={classes.hint}
            data-multiline={width ? true : undefined}
            data-below={place?.below || undefined}
            data-arrow={withArrow || undefined}
            style={{
              width,
              left: place?.left ?? 0,
              top: place?.top ?? 0,
              visibility: place ? undefined : 'hidden',
            }}
          >
            {label}
          </div>,
          document.body,
        )}
    </span>
  );
}
