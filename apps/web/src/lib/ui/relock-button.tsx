import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useRelock } from './use-relock';

/** A button marked for double-click protection: disabled for 2,000 ms after each click. */
export function RelockButton({ onClick, disabled, ...props }: ButtonProps) {
  const { locked, lock } = useRelock();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    // locked after the click is done: a submit button disabled while its click is being
    // dispatched would never submit its form
    setTimeout(lock, 0);
  };
  // `disabled` only when set or locked: an explicit `false` would outrank a disabled <Form>
  const lockedOut = disabled === true || locked ? { disabled: true } : {};
  return <Button {...props} {...lockedOut} onClick={handleClick} />;
}
