import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

const CONTROLS = 'button, input:not([type="hidden"]), select, [role="slider"], a[href]';

/** The toolbar's controls a keyboard can reach now (enabled and shown). */
function controlsOf(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => !control.matches(':disabled') && control.getClientRects().length > 0,
  );
}

/** Whether a change under the toolbar adds, removes or enables a control (bar lines drawn while scrolling do not). */
function touchesControls(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  return [...record.addedNodes, ...record.removedNodes].some(
    (node) => node instanceof Element && (node.matches(CONTROLS) || node.querySelector(CONTROLS) !== null),
  );
}

/** Keys that move between controls when pressed on this control (a field keeps the arrows it uses). */
function movesFocus(target: HTMLElement): boolean {
  if (target.getAttribute('aria-expanded') === 'true') return false;
  if (target instanceof HTMLInputElement) return target.readOnly || target.type === 'checkbox';
  return !(target instanceof HTMLSelectElement) && target.getAttribute('role') !== 'slider';
}

/**
 * The ARIA toolbar pattern: the toolbar is one Tab stop (the control used last, else the first), and
 * ←/→, Home and End move between its controls. Controls that come and go (Play and Pause) are kept
 * in order as they appear.
 */
export function useRovingToolbar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);

  const arrange = useCallback(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const controls = controlsOf(toolbar);
    const stop = controls.find((control) => control === current.current) ?? controls[0];
    for (const control of controls) control.tabIndex = control === stop ? 0 : -1;
  }, []);

  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    arrange();
    const observer = new MutationObserver((records) => {
      if (records.some(touchesControls)) arrange();
    });
    observer.observe(toolbar, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(CONTROLS)) return;
      current.current = event.target;
      arrange();
    };
    toolbar.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      toolbar.removeEventListener('focusin', onFocusIn);
    };
  }, [arrange]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const toolbar = ref.current;
    const target = event.target as HTMLElement;
    if (!toolbar || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key) || !movesFocus(target)) return;
    const controls = controlsOf(toolbar);
    const index = controls.indexOf(target);
    if (index < 0) return;
    const last = controls.length - 1;
    const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key]!;
    event.preventDefault();
    event.stopPropagation();
    controls[Math.max(0, Math.min(last, next))]!.focus();
  };

  return { ref, onKeyDown };
}
