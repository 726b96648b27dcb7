import { useEffect, useState, type RefObject } from 'react';
import { takeEarlySubmit } from './earlySubmit';

export type EarlyInput = Record<string, string | boolean>;

/**
 * What the visitor typed into a prerendered form before its script arrived. Hydration keeps the typed text on screen but
 * the component's state still holds the initial values, so the form would send empty fields. React sets each field's
 * `defaultValue` (`defaultChecked`) to the state's value when it hydrates; a field whose live value differs was typed in.
 */
export function readEarlyInput(form: HTMLFormElement): EarlyInput {
  const typed: EarlyInput = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'file') continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) typed[element.name] = element.type === 'checkbox' ? element.checked : element.value;
      } else if (element.value !== element.defaultValue) {
        typed[element.name] = element.value;
      }
    } else if (element instanceof HTMLTextAreaElement && element.name && element.value !== element.defaultValue) {
      typed[element.name] = element.value;
    }
  }
  return typed;
}

/**
 * Once, after the form first renders in the browser: hands what was typed before hydration to the form's state and, when
 * an Enter was pressed in it meanwhile (earlySubmit.ts), sends the form once that state is drawn.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>, adopt: (typed: EarlyInput) => void): void {
  const [sendEarly, setSendEarly] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readEarlyInput(form);
    if (Object.keys(typed).length > 0) adopt(typed);
    if (takeEarlySubmit(form)) setSendEarly(true);
    // Only the first render can follow a hydration; later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Sent as the member's Enter would have: the form's own submit handler, with the adopted values now in its state.
    // (Once: `sendEarly` only ever turns true, and the form's ref does not change.)
    if (sendEarly) formRef.current?.requestSubmit();
  }, [sendEarly, formRef]);
}

/**
 * Once, after a lone field (a search box of a member's page the server drew, docs/architecture.md) first renders in the
 * browser: what was typed into it before hydration goes to `adopt`, as its onChange would have had it. React sets the
 * field's `defaultValue` to the state's value when it hydrates; a live value that differs was typed in.
 */
export function useEarlyValue(inputRef: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== input.defaultValue) adopt(input.value);
    // Only the first render can follow a hydration; later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
