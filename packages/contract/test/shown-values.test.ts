import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AWARD_CODES,
  awardNameKey,
  BONUS_TYPE_NAMES,
  DELIVERY_MODES,
  GOAL_METRICS,
  JOURNAL_TYPES,
  journalTypeLabelKey,
  LIBRARY_CATEGORIES,
  LIBRARY_KINDS,
  LOCALES,
  MEMBER_ACCOUNTS,
  MESSAGE_CATEGORIES,
  MESSAGE_TYPE,
  messageCategoryLabelKey,
  messageTypeLabelKey,
  OPTION_LISTS,
  optionLabelKey,
  ORDER_ACTORS,
  ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUS,
  ORDER_TYPES,
  PLACEMENT_CHOICES,
  PREFERENCE_KINDS,
  PRIZE_AWARDS,
  PRODUCT_KINDS,
  PROMOTION_KINDS,
  RANK_CODES,
  rankNameKey,
  vacationEntrySchema,
  walletAccountLabelKey,
  WITHDRAWAL_ACTORS,
  WITHDRAWAL_PAYMENT_METHODS,
  WITHDRAWAL_STATUS_VALUES,
  withdrawalStatusName,
} from '../src/index.js';

/**
 * Values of the contract that reach a member as a name: the web and the server's exports show
 * each one through a translation key. A value added to the contract without its name in every
 * shipped locale would show the raw key (as `wallet.journal.bonusClose` once did).
 */
const SHOWN: Record<string, readonly string[]> = {
  'journal types': JOURNAL_TYPES.map(journalTypeLabelKey),
  'wallet accounts': MEMBER_ACCOUNTS.map(walletAccountLabelKey),
  'withdrawal payment methods': WITHDRAWAL_PAYMENT_METHODS.map((m) => `wallet.paymentMethod.${m}`),
  'withdrawal states': WITHDRAWAL_STATUS_VALUES.map(
    (s) => `wallet.withdrawal.status.${withdrawalStatusName(s)}`,
  ),
  'withdrawal actors': WITHDRAWAL_ACTORS.map((a) => `wallet.withdrawal.actor.${a}`),
  'order statuses': Object.keys(ORDER_STATUS).map((name) => `order.status.${name}`),
  'order types': ORDER_TYPES.map((type) => `order.type.${type}`),
  'order payment methods': ORDER_PAYMENT_METHODS.map((m) => `order.method.${m}`),
  'order payment states': ORDER_PAYMENT_STATUSES.map((s) => `orders.paymentStatus.${s}`),
  'delivery modes': DELIVERY_MODES.map((m) => `order.delivery.${m}`),
  'order actors': ORDER_ACTORS.map((a) => `order.actor.${a}`),
  'message categories': MESSAGE_CATEGORIES.map(messageCategoryLabelKey),
  'message types': Object.values(MESSAGE_TYPE).map(messageTypeLabelKey),
  'notice preferences': PREFERENCE_KINDS.map((k) => `message.preference.kind.${k}`),
  'library categories': LIBRARY_CATEGORIES.map((c) => `library.category.${c}`),
  'library kinds': LIBRARY_KINDS.map((k) => `library.kind.${k}`),
  ranks: RANK_CODES.map(rankNameKey),
  awards: AWARD_CODES.map(awardNameKey),
  'bonus types': BONUS_TYPE_NAMES.map(
    (type) => `bonus.type.${type.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase())}`,
  ),
  // a normal product carries no kind tag; the others do
  'product kinds': PRODUCT_KINDS.filter((k) => k !== 'normal').map((k) => `shop.kind.${k}`),
  'option lists': Object.entries(OPTION_LISTS).flatMap(([list, values]) =>
    values.map((value) => optionLabelKey(list, value)),
  ),
  'promotion kinds': PROMOTION_KINDS.map((k) => `promotion.kind.${k}`),
  'promotion metrics': [...GOAL_METRICS, 'spins'].map((m) => `promotion.metric.${m}`),
  'prize awards': PRIZE_AWARDS.map((a) => `promotion.award.${a}`),
  'vacation point entries': vacationEntrySchema.shape.kind.options.map((k) => `vacation.kind.${k}`),
  'placement choices': PLACEMENT_CHOICES.map((c) => `registration.placement.${c}`),
};

const DIR = path.resolve(import.meta.dirname, '../locales');

/** Every namespace of a locale as one dictionary, as the web and the server load them. */
function dictionary(locale: string): Record<string, string> {
  const files = readdirSync(path.join(DIR, locale)).filter((f) => f.endsWith('.json'));
  return Object.assign(
    {},
    ...files.map((f) => JSON.parse(readFileSync(path.join(DIR, locale, f), 'utf8')) as object),
  ) as Record<string, string>;
}

describe('contract values shown to members', () => {
  for (const [what, keys] of Object.entries(SHOWN)) {
    it(`${what}: each has a name in every shipped locale`, () => {
      expect(keys.length, what).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const names = dictionary(locale);
        const missing = keys.filter((k) => !names[k]?.trim());
        expect(missing, `${locale} lacks`).toEqual([]);
      }
    });
  }
});
