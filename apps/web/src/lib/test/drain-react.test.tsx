import { render } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { drainReactWork } from './drain-react';

const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('drainReactWork', () => {
  it('returns only after a render React queued on its scheduler has run', async () => {
    // outside act, as a timer or a late answer queues it after a test's last assertion
    act.IS_REACT_ACT_ENVIRONMENT = false;
    let setCount: (n: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      setCount = set;
      return (
        <p>
          {Array.from({ length: 2_000 }, (_, i) => (
            <span key={i}>{count}</span>
          ))}
        </p>
      );
    }
    const { container } = render(<Counter />);
    startTransition(() => setCount(1));
    expect(container.querySelector('span')?.textContent).toBe('0');
    await drainReactWork({ rounds: 1, pauseMs: 0 });
    expect(container.querySelector('span')?.textContent).toBe('1');
  });
});
