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
  return <Button {...props} disabled={disabled || locked} onClick={handleClick} />;
}
