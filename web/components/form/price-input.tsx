import { useRef, type ChangeEvent, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { AmountInput } from './amount-input';
import { removedOnlySeparator, typePrice } from './price-typing';

/**
 * The one input of a price (issue 40: the product form, the announcement's pay, the price filters):
 * formatted as typed (1 200 000), the caret kept after the digit it followed; Backspace or Delete
 * beside a space removes the digit there. Works registered with react-hook-form and controlled alike:
 * the input's text is regrouped before the caller's onChange reads it, and the forms' schemas (and
 * parseMoney) read the grouped text back as a whole number, so the API gets an integer. With `unit`
 * it is an AmountInput (the unit drawn inside); without, a bare numeric input.
 */
export function PriceInput({ unit, onChange, onKeyDown, ...input }: ComponentProps<'input'> & { unit?: ReactNode }) {
  // The text before the key's edit: tells a removed separator from a removed digit.
  const before = useRef('');
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    before.current = e.currentTarget.value;
    onKeyDown?.(e);
  };
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const kind = (e.nativeEvent as InputEvent).inputType;
    const deleted = removedOnlySeparator(before.current, el.value) ? (kind === 'deleteContentForward' ? 'forward' : kind === 'deleteContentBackward' ? 'backward' : undefined) : undefined;
    const next = typePrice(el.value, el.selectionStart ?? el.value.length, deleted);
    el.value = next.value;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    before.current = next.value;
    onChange?.(e);
  };
  const props = { ...input, onChange: change, onKeyDown: keyDown };
  return unit === undefined ? <input type="text" inputMode="numeric" autoComplete="off" {...props} /> : <AmountInput unit={unit} {...props} />;
}
