import { CarriedWrites, runWrites, type StatementWrite } from '../../db/statement-write.js';
import type { Trx } from '../../db/transaction.js';
import { EVENTS, type EventName, type EventPayload } from './events.js';

/** One module's answer to one event, declared in its descriptor (modules/<d>/<d>.module.ts). */
export interface Subscriber<E extends EventName = EventName> {
  readonly event: E;
  /** for an event declared `per` a payload field: the value this subscriber hears */
  readonly key?: string;
  /**
   * runs in the publisher's transaction; throwing refuses the publisher's step. `carried`: the
   * writes of the subscribers before it that only write (`subscribeWrites`), for its first
   * statement to make as CTEs (`take`); what no subscriber takes is written at the event's end.
   */
  handle(trx: Trx, payload: EventPayload<E>, carried?: CarriedWrites): Promise<void>;
  /** a subscriber that only writes, reads nothing back and refuses nothing: its writes */
  writes?(payload: EventPayload<E>): readonly StatementWrite[];
}

/**
 * A subscriber whose work is writes alone (a volume row): published, they are carried to the
 * next subscriber's statement, or written by one of their own at the event's end, so they take
 * no round trip of their own while another subscriber makes a statement anyway.
 */
export function subscribeWrites<E extends EventName>(
  event: E,
  writes: (payload: EventPayload<E>) => readonly StatementWrite[],
  key?: string,
): Subscriber<E> {
  return { event, key, writes, handle: (trx, payload) => runWrites(trx, writes(payload)) };
}

/** Any event's subscriber, as a descriptor lists them. */
export type AnySubscriber = { [E in EventName]: Subscriber<E> }[EventName];

export function subscribe<E extends EventName>(
  event: E,
  handle: (trx: Trx, payload: EventPayload<E>) => Promise<void>,
  key?: string,
): Subscriber<E> {
  return { event, handle, key };
}

/** The subscribers of every event, each list in the order it runs. */
export interface EventRegistry {
  readonly subscribers: readonly AnySubscriber[];
  readonly byEvent: ReadonlyMap<EventName, readonly AnySubscriber[]>;
}

/**
 * Builds the registry from every descriptor's subscribers (bootstrap.ts); they run in the order
 * given, the modules' list order. Throws, naming the event, when a required event has no
 * subscriber or a subscriber's key does not fit its event, so a process wired wrong stops at
 * start instead of skipping the work.
 */
export function buildEventRegistry(subscribers: readonly AnySubscriber[]): EventRegistry {
  const byEvent = new Map<EventName, AnySubscriber[]>();
  for (const subscriber of subscribers) {
    const keyed = EVENTS[subscriber.event].per !== undefined;
    if (keyed !== (subscriber.key !== undefined)) {
      const rule = keyed ? 'needs the key it hears' : 'takes no key';
      throw new Error(`a subscriber of event '${subscriber.event}' ${rule}`);
    }
    byEvent.set(subscriber.event, [...(byEvent.get(subscriber.event) ?? []), subscriber]);
  }
  for (const [event, declaration] of Object.entries(EVENTS)) {
    if (declaration.required && !byEvent.has(event as EventName)) {
      throw new Error(`event '${event}' is required but nothing subscribes to it`);
    }
  }
  return { subscribers: [...subscribers], byEvent };
}

let current: EventRegistry | undefined;

/** Makes the registry the process's (bootstrap.ts, the ops command line, a test's set-up). */
export function useEventRegistry(registry: EventRegistry): void {
  current = registry;
}

/** The process's registry; a process that built none fails loudly rather than skip the work. */
export function eventRegistry(): EventRegistry {
  if (!current) throw new Error('no event registry: the process did not build one at start');
  return current;
}

function subscribersOf<E extends EventName>(event: E, key?: string): Subscriber<E>[] {
  const all = (eventRegistry().byEvent.get(event) ?? []) as Subscriber<E>[];
  return key === undefined ? all : all.filter((s) => s.key === key);
}

/** Whether anything hears the event (for a `per` event: with that key). */
export function hasSubscriber(event: EventName, key?: string): boolean {
  return subscribersOf(event, key).length > 0;
}

/**
 * Runs the event's subscribers one after another in `trx`, the publisher's transaction; the
 * first that throws stops the rest and the error reaches the publisher (a veto, a refusal).
 * A subscriber that only writes is carried to the next one that takes its writes (or written
 * last): all of it is the one transaction, so what commits is the same.
 */
export async function publish<E extends EventName>(
  trx: Trx,
  event: E,
  payload: EventPayload<E>,
): Promise<void> {
  const declaration = EVENTS[event];
  const per = declaration.per as keyof EventPayload<E> | undefined;
  const key = per === undefined ? undefined : String(payload[per]);
  const subscribers = subscribersOf(event, key);
  if (declaration.required && subscribers.length === 0) {
    throw new Error(`no subscriber of event '${event}' for ${String(per)} '${key}'`);
  }
  const carried = new CarriedWrites();
  for (const subscriber of subscribers) {
    if (subscriber.writes) carried.add(subscriber.writes(payload));
    else await subscriber.handle(trx, payload, carried);
  }
  await carried.flush(trx);
}
