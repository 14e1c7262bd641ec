import type { AnySubscriber } from '../../src/lib/events/index.js';

/**
 * Event subscribers of the tests' own, added to every app createTestApp builds after the
 * modules' (a payment purpose standing for the orders). A kit pushes its own when imported.
 */
export const TEST_SUBSCRIBERS: AnySubscriber[] = [];
