import { z } from 'zod';

/**
 * Categories of the message centre. The spec's `type` (1 notice, 2 news, 3
 * personal) says who a message is for; the category says what it is about, and the page
 * filters by it.
 */
export const MESSAGE_CATEGORIES = ['system', 'orders', 'wallet', 'bonus', 'news'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES, {
  error: 'validation.invalidValue',
});

/** Translation key of a category's label (message namespace). */
export function messageCategoryLabelKey(category: MessageCategory): string {
  return `message.category.${category}`;
}

/**
 * Events the system tells a member about. Each writes a message in its category; whether it
 * also goes by mail is the member's choice (a preference), except the security alerts (a bank
 * account added or changed, guesses at the member's PIN), which are always mailed.
 */
export const NOTICE_CATEGORY = {
  bankAccountAdded: 'wallet',
  bankAccountChanged: 'wallet',
  withdrawalChanged: 'wallet',
  transferReceived: 'wallet',
  orderPaid: 'orders',
  orderShipped: 'orders',
  orderRefunded: 'orders',
  bonusPaid: 'bonus',
  rankReached: 'bonus',
  awardReached: 'bonus',
  prizeCredited: 'bonus',
  pointsCredited: 'bonus',
  prizeWon: 'bonus',
  downlineJoined: 'system',
  /** a recruit was stopped guessing the member's PIN (the sponsor's e-wallet password) */
  sponsorPinGuessed: 'wallet',
  // autoship: a change confirmed, a run paid, a run that needs the member, the pre-flight check
  autoshipChanged: 'orders',
  autoshipPaid: 'orders',
  autoshipProblem: 'orders',
  autoshipPreflight: 'orders',
  /** the points shop: an exchange's order was refunded and its points given back */
  pointsReturned: 'orders',
} as const satisfies Record<string, MessageCategory>;
export type NoticeKind = keyof typeof NOTICE_CATEGORY;

/** The kinds a member may choose for, and whether mail is on when they have not chosen. */
export const NOTICE_MAIL_DEFAULT = {
  withdrawalChanged: true,
  transferReceived: true,
  orderPaid: true,
  orderRefunded: true,
  bonusPaid: true,
  orderShipped: false,
  rankReached: false,
  awardReached: false,
  downlineJoined: false,
  prizeCredited: false,
  pointsCredited: false,
  prizeWon: false,
} as const satisfies Partial<Record<NoticeKind, boolean>>;
export type PreferenceKind = keyof typeof NOTICE_MAIL_DEFAULT;
export const PREFERENCE_KINDS = Object.keys(NOTICE_MAIL_DEFAULT) as PreferenceKind[];
/**
 * At most this many preferences in one request (there are fewer kinds). A literal, not
 * `PREFERENCE_KINDS.length`: a property read at module level is kept by the web's tree-shaking,
 * and with it the schema and all of zod (the first screens' budget).
 */
export const PREFERENCES_PER_REQUEST_MAX = 16;
export const preferenceKindSchema = z.enum(PREFERENCE_KINDS as [PreferenceKind], {
  error: 'validation.invalidValue',
});

/** `GET /api/messageCenter/preferences`: one row per kind, defaults filled in. */
export const notificationPreferenceSchema = z.object({
  kind: preferenceKindSchema,
  byEmail: z.boolean({ error: 'validation.invalidValue' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);

/** `PUT /api/messageCenter/preferences`: the kinds to change (others keep their value). */
export const preferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1, { error: 'validation.tooSmall' })
    .max(PREFERENCES_PER_REQUEST_MAX, { error: 'validation.tooLarge' }),
});
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

/** `POST /api/messageCenter/readAll`: an optional category limits it. */
export const readAllBodySchema = z.object({ category: messageCategorySchema.optional() });
export type ReadAllBody = z.infer<typeof readAllBodySchema>;
export const readAllSchema = z.object({ marked: z.number().int().nonnegative() });

/**
 * `GET /api/messageCenter/stream`: server-sent events. Each `unread` event's data is
 * `{"unread": n}`, sent on connect and whenever the count changes; a comment line every
 * STREAM_HEARTBEAT_MS keeps proxies from closing it. The stream ends with the session.
 */
export const STREAM_EVENT = 'unread';
export const STREAM_HEARTBEAT_MS = 25_000;
export const unreadEventSchema = z.object({ unread: z.number().int().nonnegative() });
/** Polling back-off of the web when the stream fails: from 15 s, doubling, up to 5 min. */
export const UNREAD_POLL = { firstMs: 15_000, maxMs: 5 * 60_000 } as const;
