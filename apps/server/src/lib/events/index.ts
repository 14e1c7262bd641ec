/**
 * How one module reacts to another without importing it: the publisher calls
 * `publish(trx, event, payload)`, the reacting module subscribes in its descriptor, and
 * bootstrap.ts builds the registry from every descriptor (app-modules/index.ts). Events and their
 * payloads are declared in events.ts.
 */
export {
  EVENTS,
  type CapturedPayment,
  type EventName,
  type EventPayload,
  type FailedPayment,
  type MemberDataExport,
  type OpenPayment,
  type OrderVolumeChange,
  type PointsOrderRefund,
} from './events.js';
export {
  buildEventRegistry,
  eventRegistry,
  hasSubscriber,
  publish,
  subscribe,
  subscribeWrites,
  useEventRegistry,
  type AnySubscriber,
  type EventRegistry,
  type Subscriber,
} from './event-registry.js';
