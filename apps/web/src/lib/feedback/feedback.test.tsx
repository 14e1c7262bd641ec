import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, useFeedback, type Feedback, type FeedbackHost } from './feedback';
import { AntdFeedbackHost } from './feedback-host';

const Bare = ({ children }: { children: React.ReactNode }) => children;
const Host: FeedbackHost = ({ onReady }) => <AntdFeedbackHost onReady={onReady} scope={Bare} />;

let feedback: Feedback | undefined;
function Grab() {
  const current = useFeedback();
  useEffect(() => {
    feedback = current;
  }, [current]);
  return null;
}

describe('FeedbackProvider', () => {
  it('loads antd only for the first toast, then shows every toast', async () => {
    const loadHost = vi.fn(() => Promise.resolve(Host));
    render(
      <FeedbackProvider loadHost={loadHost}>
        <Grab />
      </FeedbackProvider>,
    );
    expect(loadHost).not.toHaveBeenCalled();

    act(() => feedback?.message.success('Saved once'));
    expect(await screen.findByText('Saved once')).toBeInTheDocument();
    act(() => feedback?.message.error('Failed twice'));
    expect(await screen.findByText('Failed twice')).toBeInTheDocument();
    expect(loadHost).toHaveBeenCalledTimes(1);
  });

  it('tries the host again when its chunk could not be loaded, keeping the waiting toast', async () => {
    const loadHost = vi
      .fn<() => Promise<FeedbackHost>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Host);
    render(
      <FeedbackProvider loadHost={loadHost}>
        <Grab />
      </FeedbackProvider>,
    );
    act(() => feedback?.message.error('Waiting while offline'));
    await vi.waitFor(() => expect(loadHost).toHaveBeenCalledTimes(1));
    act(() => feedback?.message.error('Shown after a retry'));
    expect(await screen.findByText('Shown after a retry')).toBeInTheDocument();
    expect(screen.getByText('Waiting while offline')).toBeInTheDocument();
    expect(loadHost).toHaveBeenCalledTimes(2);
  });
});
