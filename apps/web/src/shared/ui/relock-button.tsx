import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useRelock } from './use-relock';

/**
 * A button marked for double-click protection: for 2,000 ms after each click it ignores
 * clicks. It is marked `aria-disabled`, not `disabled`: a disabled button loses focus, and a
 * keyboard user would be dropped to the top of the page after every submit (WCAG 2.4.3).
 */
export function RelockButton({ onClick, disabled, className, ...props }: ButtonProps) {
  const { locked, lock } = useRelock();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (locked) {
      // also stops the form submit a submit button's click would start
      event.preventDefault();
      return;
    }
    onClick?.(event);
    // locked after the click is done, so this click still submits its form
    setTimeout(lock, 0);
  };
  // `disabled` only when set: an explicit `false` would outrank a disabled <Form>
  const off = disabled === true ? { disabled: true } : {};
  return (
    <Button
      {...props}
      {...off}
      className={locked ? `${className ?? ''} relocked`.trim() : className}
      aria-disabled={locked || undefined}
      onClick={handleClick}
    />
  );
}
