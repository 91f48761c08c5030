import type { KeyboardEvent } from 'react';
import { shouldBlockNumberKey } from '@eorder/shared';

/** Keeps a key press out of the code field when the filter says so. */
export function blockNonDigit(event: KeyboardEvent<HTMLInputElement>, maxLength: number): void {
  const input = event.currentTarget;
  const selection =
    input.selectionStart !== null && input.selectionEnd !== null ? input.selectionEnd - input.selectionStart : 0;
  if (
    shouldBlockNumberKey({
      key: event.key,
      value: input.value,
      maxLength,
      selectionLength: selection,
      withModifier: event.ctrlKey || event.metaKey,
    })
  ) {
    event.preventDefault();
  }
}
