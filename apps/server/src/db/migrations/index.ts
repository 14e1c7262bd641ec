// Generated from the files of this folder by apps/server/scripts/generate-migration-index.mjs
// (npm run db:migration-index): do not edit. Add a migration with the next number, then run it.
import type { Migration } from 'kysely';
import * as m0001 from './0001-core.js';
import * as m0002 from './0002-sessions.js';
import * as m0003 from './0003-system.js';
import * as m0005 from './0005-system.js';
import * as m0007 from './0007-shell.js';
import * as m0008 from './0008-ledger.js';
import * as m0009 from './0009-wallet.js';
import * as m0010 from './0010-security.js';
import * as m0011 from './0011-bank.js';
import * as m0012 from './0012-login-lockout.js';
import * as m0013 from './0013-marketplace-bank-menu.js';
import * as m0014 from './0014-mail-outbox-delivery.js';
import * as m0015 from './0015-shop.js';
import * as m0016 from './0016-addresses.js';
import * as m0017 from './0017-orders.js';
import * as m0018 from './0018-payments.js';
import * as m0019 from './0019-trees.js';
import * as m0020 from './0020-bonus.js';
import * as m0022 from './0022-estimate-vacation.js';
import * as m0023 from './0023-tree-depth.js';
import * as m0024 from './0024-registration.js';
import * as m0025 from './0025-profile-picture.js';
import * as m0026 from './0026-message-centre.js';
import * as m0027 from './0027-news.js';
import * as m0028 from './0028-library.js';
import * as m0029 from './0029-promotions.js';
import * as m0030 from './0030-registration-area-preference.js';
import * as m0031 from './0031-transfer-notice.js';
import * as m0032 from './0032-promotion-prizes.js';
import * as m0034 from './0034-ledger-check-once.js';
import * as m0035 from './0035-ledger-hot-accounts.js';
import * as m0036 from './0036-tree-leg-marks.js';
import * as m0037 from './0037-bonus-left-line-checks.js';
import * as m0038 from './0038-close-rows-checked-per-statement.js';
import * as m0039 from './0039-ledger-accounts-checked-per-statement.js';
import * as m0040 from './0040-messages-checked-per-statement.js';
import * as m0041 from './0041-transfer-in-one-statement.js';
import * as m0042 from './0042-room-for-updates.js';
import * as m0043 from './0043-exact-bigint-total.js';
import * as m0044 from './0044-close-rows-fewer-indexes.js';
import * as m0045 from './0045-sponsor-pin-guard.js';
import * as m0046 from './0046-message-texts.js';
import * as m0047 from './0047-points-shop.js';
import * as m0048 from './0048-autoship.js';
import * as m0049 from './0049-points-exchange-refund.js';
import * as m0050 from './0050-vacation-points-ledger.js';
import * as m0051 from './0051-operator-console.js';
import * as m0052 from './0052-member-search.js';
import * as m0053 from './0053-withdrawal-batches.js';
import * as m0054 from './0054-wallet-adjustment-requests.js';
import * as m0055 from './0055-commission-runs.js';
import * as m0056 from './0056-view-as-sessions.js';
import * as m0057 from './0057-company-cycle-close-mode.js';
import * as m0058 from './0058-operator-temporary-password.js';
import * as m0059 from './0059-order-console.js';
import * as m0060 from './0060-income-disclosure.js';
import * as m0061 from './0061-news-withdrawal.js';
import * as m0062 from './0062-message-campaigns.js';
import * as m0063 from './0063-withdrawal-batch-cancel.js';
import * as m0064 from './0064-report-indexes.js';
import * as m0065 from './0065-library-withdrawal.js';
import * as m0066 from './0066-campaign-translations.js';
import * as m0067 from './0067-stock-movements.js';
import * as m0068 from './0068-order-search-created.js';
import * as m0069 from './0069-stock-alerts.js';
import * as m0070 from './0070-company-cycle-volume.js';
import * as m0071 from './0071-stored-files.js';
import * as m0072 from './0072-transfer-in-two-statements.js';
import * as m0073 from './0073-close-follow-up.js';
import * as m0074 from './0074-ledger-post-to-members.js';
import * as m0075 from './0075-stock-alert-language.js';
import * as m0076 from './0076-transfer-pair-door.js';
import * as m0077 from './0077-transfer-settings-version.js';
import * as m0078 from './0078-member-accounts-at-join.js';
import * as m0079 from './0079-company-low-stock-default.js';
import * as m0080 from './0080-ledger-members-looked-up-once.js';
import * as m0081 from './0081-close-rows-cycle-checked-once.js';
import * as m0082 from './0082-file-unnamed.js';
import * as m0083 from './0083-mail-attachment.js';
import * as m0084 from './0084-close-rows-members-checked-by-range.js';

/**
 * Every migration under the name the Migrator stores (its file name without `.ts`), in
 * number order. A name once applied never changes: databases remember it.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-sessions': m0002,
  '0003-system': m0003,
  '0005-system': m0005,
  '0007-shell': m0007,
  '0008-ledger': m0008,
  '0009-wallet': m0009,
  '0010-security': m0010,
  '0011-bank': m0011,
  '0012-login-lockout': m0012,
  '0013-marketplace-bank-menu': m0013,
  '0014-mail-outbox-delivery': m0014,
  '0015-shop': m0015,
  '0016-addresses': m0016,
  '0017-orders': m0017,
  '0018-payments': m0018,
  '0019-trees': m0019,
  '0020-bonus': m0020,
  '0022-estimate-vacation': m0022,
  '0023-tree-depth': m0023,
  '0024-registration': m0024,
  '0025-profile-picture': m0025,
  '0026-message-centre': m0026,
  '0027-news': m0027,
  '0028-library': m0028,
  '0029-promotions': m0029,
  '0030-registration-area-preference': m0030,
  '0031-transfer-notice': m0031,
  '0032-promotion-prizes': m0032,
  '0034-ledger-check-once': m0034,
  '0035-ledger-hot-accounts': m0035,
  '0036-tree-leg-marks': m0036,
  '0037-bonus-left-line-checks': m0037,
  '0038-close-rows-checked-per-statement': m0038,
  '0039-ledger-accounts-checked-per-statement': m0039,
  '0040-messages-checked-per-statement': m0040,
  '0041-transfer-in-one-statement': m0041,
  '0042-room-for-updates': m0042,
  '0043-exact-bigint-total': m0043,
  '0044-close-rows-fewer-indexes': m0044,
  '0045-sponsor-pin-guard': m0045,
  '0046-message-texts': m0046,
  '0047-points-shop': m0047,
  '0048-autoship': m0048,
  '0049-points-exchange-refund': m0049,
  '0050-vacation-points-ledger': m0050,
  '0051-operator-console': m0051,
  '0052-member-search': m0052,
  '0053-withdrawal-batches': m0053,
  '0054-wallet-adjustment-requests': m0054,
  '0055-commission-runs': m0055,
  '0056-view-as-sessions': m0056,
  '0057-company-cycle-close-mode': m0057,
  '0058-operator-temporary-password': m0058,
  '0059-order-console': m0059,
  '0060-income-disclosure': m0060,
  '0061-news-withdrawal': m0061,
  '0062-message-campaigns': m0062,
  '0063-withdrawal-batch-cancel': m0063,
  '0064-report-indexes': m0064,
  '0065-library-withdrawal': m0065,
  '0066-campaign-translations': m0066,
  '0067-stock-movements': m0067,
  '0068-order-search-created': m0068,
  '0069-stock-alerts': m0069,
  '0070-company-cycle-volume': m0070,
  '0071-stored-files': m0071,
  '0072-transfer-in-two-statements': m0072,
  '0073-close-follow-up': m0073,
  '0074-ledger-post-to-members': m0074,
  '0075-stock-alert-language': m0075,
  '0076-transfer-pair-door': m0076,
  '0077-transfer-settings-version': m0077,
  '0078-member-accounts-at-join': m0078,
  '0079-company-low-stock-default': m0079,
  '0080-ledger-members-looked-up-once': m0080,
  '0081-close-rows-cycle-checked-once': m0081,
  '0082-file-unnamed': m0082,
  '0083-mail-attachment': m0083,
  '0084-close-rows-members-checked-by-range': m0084,
};
