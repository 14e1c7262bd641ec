import { describe, expect, it } from 'vitest';
import { moreToDo } from '../../src/flows/autoship-run.job.js';
import { AUTOSHIP_BATCH } from '../../src/modules/autoship/index.js';

const round = (over: Partial<Parameters<typeof moreToDo>[0]>) => ({
  claimed: 0,
  paid: 0,
  retrying: 0,
  failed: 0,
  skipped: 0,
  pending: 0,
  ...over,
});

describe('the autoship job goes on in rounds', () => {
  it('goes on after a full round of claims or of worked runs', () => {
    expect(moreToDo(round({ claimed: AUTOSHIP_BATCH }))).toBe(true);
    expect(moreToDo(round({ paid: AUTOSHIP_BATCH - 1, failed: 1 }))).toBe(true);
  });

  it('stops when a round was not full, or only found runs still waiting for an answer', () => {
    expect(moreToDo(round({ claimed: AUTOSHIP_BATCH - 1, paid: AUTOSHIP_BATCH - 1 }))).toBe(false);
    expect(moreToDo(round({ pending: AUTOSHIP_BATCH }))).toBe(false);
  });
});
