/**
 * Waits until React's scheduler has run every task it holds, so no render runs after jsdom is
 * torn down (react-dom reads `window.event` at the start of each scheduled task). React renders
 * a large page in 5 ms slices, one event-loop turn each: on a loaded CI machine a fixed few turns
 * were not enough (two CI runs failed on 'window is not defined' after organization-page).
 *
 * An idle-priority callback runs only when no task of any other priority is due before it, so
 * awaiting it drains the queue; a short pause then lets a timer that was about to queue more
 * work (a motion's end, a retry) do so, and the next round drains that too.
 */
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

const idle = () =>
  new Promise<void>((done) => {
    unstable_scheduleCallback(unstable_IdlePriority, () => done());
  });

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function drainReactWork({ rounds = 3, pauseMs = 20 } = {}): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await idle();
    await pause(pauseMs);
  }
  await idle();
}
