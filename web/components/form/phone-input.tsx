import { useRef, type ChangeEvent, type ComponentProps } from 'react';
import { nextPhoneValue } from './phone-mask';

/** Phone box with the +998 (99) 999-99-99 mask, 19 characters at most (spec §5). */
export function PhoneInput({ onChange, ...props }: ComponentProps<'input'>) {
  const previous = useRef(typeof props.value === 'string' ? props.value : '');
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const next = nextPhoneValue(e.target.value, previous.current);
    e.target.value = next;
    previous.current = next;
    onChange?.(e);
  };
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={19}
      placeholder="+998 (__) ___-__-__"
      {...props}
      onChange={handle}
      onFocus={(e) => {
        previous.current = e.target.value;
        props.onFocus?.(e);
      }}
    />
  );
}
