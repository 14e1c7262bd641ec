import {
  BUILT_IN_ROLES,
  BUILT_IN_ROLE_NAMES,
  CONSOLE_API_BASE_PATH,
  CONSOLE_API_CALLS,
  CONSOLE_TOKEN_HEADER,
  type BuiltInRole,
  type NamedConsoleCall,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSession } from '../console/console-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';

/**
 * The console's role matrix, derived from CONSOLE_API_CALLS: every built-in role against every
 * console call that needs a permission. A role holding the permission gets past the gate (any
 * answer but 401 and 403); a role without it gets 403 and the world is as it was. A new call
 * joins by being declared, and fails here until it has a request below. Runs on both engines.
 */
interface World {
  memberId: number;
  withdrawalId: number;
}

const MATRIX_SKU = {
  label: 'matrix',
  memberPrice: '1',
  retailPrice: '1',
  bv: '1',
  pointsPrice: null,
};

const MATRIX_CAMPAIGN = {
  audience: { companyCode: 'US' },
  message: { category: 'news', title: 'matrix', body: ['matrix'] },
};

/** A request each call can be sent with; the money steps carry a wrong code so nothing moves. */
const REQUESTS: Record<
  string,
  (w: World) => { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> }
> = {
  'console.home': () => ({}),
  'console.withdrawals': () => ({}),
  'console.withdrawalDecide': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'console.withdrawalPayout': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'console.memberSearch': () => ({ query: { q: 'matrix' } }),
  'console.member': () => ({}),
  // unfreezing an active member changes nothing: the allowed roles leave the world as it was too
  'console.memberFreeze': () => ({ body: { frozen: false, reason: 'matrix' } }),
  'console.audit': () => ({}),
  'console.auditExport': () => ({}),
  // the member actions: a wrong login for the erasure, so the member stays for the cells after
  'consoleMemberActions.memberPasswordReset': () => ({ body: { reason: 'matrix' } }),
  'consoleMemberActions.memberPinUnlock': () => ({ body: { reason: 'matrix' } }),
  'consoleMemberActions.memberViewAs': () => ({ body: { reason: 'matrix' } }),
  'consoleMemberActions.memberExport': () => ({ query: { reason: 'matrix' } }),
  'consoleMemberActions.memberErase': () => ({
    body: { reason: 'matrix', confirmLogin: 'not-the-member' },
  }),
  // a withdrawal still applied cannot go in a batch; batch 1 does not exist: nothing changes
  'consoleBatches.batches': () => ({}),
  'consoleBatches.batch': () => ({}),
  'consoleBatches.batchPrepare': (w) => ({
    body: { companyCode: 'US', withdrawalIds: [w.withdrawalId], reason: 'matrix' },
  }),
  'consoleBatches.batchApprove': () => ({ body: { reason: 'matrix', code: '000000' } }),
  // batch 1 does not exist (notFound): nothing is cancelled
  'consoleBatches.batchCancel': () => ({ body: { reason: 'matrix' } }),
  // batch 1 does not exist either: nothing is dropped
  'consoleBatches.batchDropItem': () => ({ body: { reason: 'matrix' } }),
  'consoleBatches.batchExport': () => ({}),
  'consoleBatches.batchReconcile': (w) => ({
    body: {
      reason: 'matrix',
      code: '000000',
      results: [{ withdrawalId: w.withdrawalId, paid: true }],
    },
  }),
  // a wrong code moves no money; adjustment 1 does not exist (notFound): nothing changes
  'consoleAdjustments.adjustments': () => ({}),
  'consoleAdjustments.adjustmentCreate': (w) => ({
    body: {
      memberId: w.memberId,
      account: 'bonus',
      amount: '1.00',
      reason: 'matrix',
      code: '000000',
    },
  }),
  'consoleAdjustments.adjustmentApprove': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleAdjustments.adjustmentReject': () => ({ body: { reason: 'matrix' } }),
  // a run never previewed is refused its audit, lock and close (409) before any code is read;
  // the preview asks for a company that does not exist (404): nothing changes
  'consoleCycles.cycles': () => ({ query: { company: 'US' } }),
  'consoleCycles.cycle': () => ({}),
  'consoleCycles.cyclePreview': () => ({}),
  'consoleCycles.cycleAudit': () => ({ body: { note: 'matrix' } }),
  'consoleCycles.cycleLock': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleCycles.cycleClose': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleCycles.ledgerCheck': () => ({}),
  'consoleCycles.ledgerCheckLast': () => ({}),
  // a member under itself is refused (placementCycle); the move carries a wrong code as well
  'consolePlacement.placementPreview': (w) => ({
    body: { memberId: w.memberId, parentId: w.memberId, side: 'L' },
  }),
  'consolePlacement.placementMove': (w) => ({
    body: {
      memberId: w.memberId,
      parentId: w.memberId,
      side: 'L',
      reason: 'matrix',
      code: '000000',
    },
  }),
  // operators and roles: a wrong code, or an operator that does not exist, so nothing changes
  'consoleOperators.operators': () => ({}),
  'consoleOperators.operatorCreate': () => ({
    body: {
      loginName: 'matrix.new',
      displayName: 'Matrix',
      password: 'Temporary123',
      roles: ['support'],
      companies: null,
      reason: 'matrix',
      code: '000000',
    },
  }),
  'consoleOperators.operatorUpdate': () => ({
    body: { roles: ['support'], companies: null, reason: 'matrix', code: '000000' },
  }),
  'consoleOperators.operatorDisable': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleOperators.operatorEnable': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleOperators.operatorResetTotp': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleOperators.roles': () => ({}),
  // orders: the order number '1' does not exist, so every step answers notFound
  'consoleOrders.orderSearch': () => ({}),
  'consoleOrders.orderCompanies': () => ({}),
  'consoleOrders.orderPickList': () => ({ query: { day: '2026-12-06', company: 'US' } }),
  'consoleOrders.order': () => ({}),
  'consoleOrders.orderNote': () => ({ body: { note: 'matrix' } }),
  'consoleOrders.orderShip': () => ({ body: { carrier: 'Matrix', trackingNo: 'MX1' } }),
  'consoleOrders.orderDeliver': () => ({}),
  'consoleOrders.orderCancel': () => ({ body: { reason: 'matrix' } }),
  'consoleOrders.orderRefundPreview': () => ({ body: {} }),
  'consoleOrders.orderRefund': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'consoleOrders.orderInvoiceResend': () => ({ headers: { 'idempotency-key': 'matrix-resend-1' } }),
  'consoleOperators.roleSave': () => ({
    body: { name: 'matrix-role', permissions: ['home:view'], reason: 'matrix', code: '000000' },
  }),
  'consoleSettings.companySettings': () => ({}),
  'consoleSettings.companySettingSave': () => ({
    body: {
      adjustmentApprovalAbove: '1.00',
      cycleClose: 'automatic',
      reason: 'matrix',
      code: '000000',
    },
  }),
  // income disclosure: a period ending before it starts, and statements that do not exist
  'consoleDisclosure.disclosures': () => ({ query: { company: 'US' } }),
  'consoleDisclosure.disclosure': () => ({}),
  'consoleDisclosure.disclosurePdf': () => ({}),
  'consoleDisclosure.disclosureGenerate': () => ({
    body: { company: 'US', startDate: '2026-10-01', endDate: '2026-09-30' },
  }),
  'consoleDisclosure.disclosurePublish': () => ({}),
  // news: an empty title, or an item that does not exist, so nothing is written
  'consoleContent.newsList': () => ({}),
  'consoleContent.newsItem': () => ({}),
  'consoleContent.newsCreate': () => ({ body: { companyCode: 'US', language: 'en', title: '' } }),
  'consoleContent.newsUpdate': () => ({
    body: { language: 'en', title: 'x', body: ['x'], publishAt: '2026-01-01T00:00:00Z' },
  }),
  'consoleContent.newsWithdraw': () => ({}),
  'consoleContent.newsPreview': () => ({ query: { language: 'en' } }),
  // a slide without a title is refused, so the carousel stays as it was
  'consoleContent.carousel': () => ({ query: { companyCode: 'US' } }),
  'consoleContent.carouselSave': () => ({
    body: { companyCode: 'US', slides: [{ title: '', imageUrl: '/x.png', platform: 'bzz' }] },
  }),
  // campaigns: the preview writes nothing; the send carries an empty title, so none is queued
  'consoleCampaigns.campaignPreview': () => ({ body: MATRIX_CAMPAIGN }),
  'consoleCampaigns.campaignSend': () => ({
    body: { ...MATRIX_CAMPAIGN, message: { ...MATRIX_CAMPAIGN.message, title: '' } },
  }),
  'consoleCampaigns.campaigns': () => ({}),
  'consoleCampaigns.campaign': () => ({}),
  // reports read only
  'consoleReports.reportSales': () => ({ query: { company: 'US' } }),
  'consoleReports.reportPayouts': () => ({ query: { company: 'US' } }),
  'consoleReports.reportWithdrawals': () => ({ query: { company: 'US' } }),
  'consoleReports.reportMembers': () => ({ query: { company: 'US' } }),
  'consoleReports.reportAutoship': () => ({ query: { company: 'US' } }),
  'consoleReports.reportJobs': () => ({}),
  'consoleReports.reportCsv': () => ({ query: { company: 'US' } }),
  // library: an empty title, or a document that does not exist, so nothing is written
  'consoleLibrary.libraryList': () => ({}),
  'consoleLibrary.libraryUpload': () => ({
    body: { companyCode: 'US', language: 'en', category: 'tools', title: '' },
  }),
  'consoleLibrary.libraryUpdate': () => ({
    body: { language: 'en', category: 'tools', title: 'matrix' },
  }),
  'consoleLibrary.libraryPublish': () => ({}),
  'consoleLibrary.libraryWithdraw': () => ({}),
  'consoleLibrary.libraryDelete': () => ({}),
  // promotions: a configuration without tiers, and a promotion that does not exist
  'consolePromotions.promotions': () => ({}),
  'consolePromotions.promotionCreate': () => ({
    body: { config: { companyCode: 'US', code: 'matrix', kind: 'quarter' } },
  }),
  'consolePromotions.promotionTiers': () => ({}),
  'consolePromotions.promotionQualifiers': () => ({}),
  'consolePromotions.promotionSettle': () => ({ body: { reason: 'matrix', code: '000000' } }),
  // the catalogue and stock: every change names a product or SKU that does not exist
  'consoleCatalogue.products': () => ({ query: { companyCode: 'US', platform: 'bzz' } }),
  'consoleCatalogue.product': () => ({}),
  // a category that does not exist: nothing is written
  'consoleCatalogue.productCreate': () => ({
    body: {
      companyCode: 'US',
      platform: 'bzz',
      categoryId: 999999,
      code: 'MATRIX',
      kind: 'normal',
      texts: { en: { name: 'matrix' } },
    },
  }),
  'consoleCatalogue.productTexts': () => ({ body: { texts: { en: { name: 'matrix' } } } }),
  'consoleCatalogue.productActive': () => ({ body: { active: false } }),
  'consoleCatalogue.skuCreate': () => ({ body: { ...MATRIX_SKU, code: 'MATRIX-SKU' } }),
  'consoleCatalogue.skuUpdate': () => ({ body: MATRIX_SKU }),
  'consoleCatalogue.skuActive': () => ({ body: { active: false } }),
  // packs and categories: a category that does not exist, a product that does not exist
  'consoleCataloguePacks.packCandidates': () => ({ query: { companyCode: 'US', platform: 'bzz' } }),
  'consoleCataloguePacks.pack': () => ({}),
  'consoleCataloguePacks.packCreate': () => ({
    body: {
      companyCode: 'US',
      platform: 'bzz',
      categoryId: 999999,
      code: 'MATRIX-PACK',
      texts: { en: { name: 'matrix' } },
      packTotalQty: 1,
      choiceSkuIds: [1],
    },
  }),
  'consoleCataloguePacks.packUpdate': () => ({ body: { packTotalQty: 1, choiceSkuIds: [1] } }),
  'consoleCataloguePacks.productCategory': () => ({ body: { categoryId: 999999 } }),
  // categories: a company the matrix never made, a category that does not exist
  'consoleCatalogueCategories.categories': () => ({
    query: { companyCode: 'ID', platform: 'bzz' },
  }),
  'consoleCatalogueCategories.categoryCreate': () => ({
    body: { companyCode: 'ID', platform: 'bzz', names: { en: 'matrix' } },
  }),
  'consoleCatalogueCategories.categoryNames': () => ({ body: { names: { en: 'matrix' } } }),
  'consoleCatalogueCategories.categoryMove': () => ({ body: { position: 1 } }),
  'consoleCatalogueCategories.categoryRemove': () => ({}),
  // a PNG's first bytes for a product that does not exist: read before any file is stored
  'consoleCatalogue.pictureUpload': () => ({ body: { image: 'iVBORw0KGgoAAAANSUhEUg==' } }),
  'consoleCatalogue.pictureOrder': () => ({ body: { ids: [1] } }),
  'consoleCatalogue.pictureRemove': () => ({}),
  'consoleStock.stock': () => ({ query: { companyCode: 'US' } }),
  'consoleStock.stockAdjust': () => ({ body: { delta: 1, reason: 'matrix' } }),
  'consoleStock.stockThreshold': () => ({ body: { threshold: null } }),
  'consoleStock.stockMovements': () => ({}),
  'consoleStock.stockDemand': () => ({ query: { companyCode: 'US', skuIds: '1' } }),
};

const MATRIX_RUN = { company: 'US', cycle: '2026-W37' };

const PARAMS: Record<string, (w: World) => Record<string, string>> = {
  'console.withdrawalDecide': (w) => ({ id: String(w.withdrawalId), action: 'approve' }),
  'console.withdrawalPayout': (w) => ({ id: String(w.withdrawalId), action: 'process' }),
  'console.member': (w) => ({ id: String(w.memberId) }),
  'console.memberFreeze': (w) => ({ id: String(w.memberId) }),
  'consoleMemberActions.memberPasswordReset': (w) => ({ id: String(w.memberId) }),
  'consoleMemberActions.memberPinUnlock': (w) => ({ id: String(w.memberId) }),
  'consoleMemberActions.memberViewAs': (w) => ({ id: String(w.memberId) }),
  'consoleMemberActions.memberExport': (w) => ({ id: String(w.memberId) }),
  'consoleMemberActions.memberErase': (w) => ({ id: String(w.memberId) }),
  'consoleCycles.cycle': () => MATRIX_RUN,
  'consoleCycles.cyclePreview': () => ({ company: 'ZZ', cycle: '2026-W37' }),
  'consoleCycles.cycleAudit': () => MATRIX_RUN,
  'consoleCycles.cycleLock': () => MATRIX_RUN,
  'consoleCycles.cycleClose': () => MATRIX_RUN,
  'consoleOperators.operatorUpdate': () => ({ id: '999999' }),
  'consoleOperators.operatorDisable': () => ({ id: '999999' }),
  'consoleOperators.operatorEnable': () => ({ id: '999999' }),
  'consoleOperators.operatorResetTotp': () => ({ id: '999999' }),
  'consoleSettings.companySettingSave': () => ({ companyCode: 'US' }),
  'consoleContent.newsItem': () => ({ id: '999999' }),
  'consoleContent.newsUpdate': () => ({ id: '999999' }),
  'consoleContent.newsWithdraw': () => ({ id: '999999' }),
  'consoleContent.newsPreview': () => ({ id: '999999' }),
  'consoleCampaigns.campaign': () => ({ id: '999999' }),
  'consoleReports.reportCsv': () => ({ report: 'sales' }),
  'consoleLibrary.libraryUpdate': () => ({ id: '999999' }),
  'consoleLibrary.libraryPublish': () => ({ id: '999999' }),
  'consoleLibrary.libraryWithdraw': () => ({ id: '999999' }),
  'consoleLibrary.libraryDelete': () => ({ id: '999999' }),
  'consolePromotions.promotionTiers': () => ({ id: '999999' }),
  'consolePromotions.promotionQualifiers': () => ({ id: '999999' }),
  'consolePromotions.promotionSettle': () => ({ id: '999999' }),
  'consoleCatalogue.product': () => ({ id: '999999' }),
  'consoleCatalogueCategories.categoryNames': () => ({ id: '999999' }),
  'consoleCatalogueCategories.categoryMove': () => ({ id: '999999' }),
  'consoleCatalogueCategories.categoryRemove': () => ({ id: '999999' }),
  'consoleCatalogue.productTexts': () => ({ id: '999999' }),
  'consoleCatalogue.productActive': () => ({ id: '999999' }),
  'consoleCatalogue.skuCreate': () => ({ id: '999999' }),
  'consoleCatalogue.skuUpdate': () => ({ id: '999999' }),
  'consoleCatalogue.skuActive': () => ({ id: '999999' }),
  'consoleCatalogue.pictureUpload': () => ({ id: '999999' }),
  'consoleCatalogue.pictureOrder': () => ({ id: '999999' }),
  'consoleCatalogue.pictureRemove': () => ({ id: '999999' }),
  'consoleStock.stockAdjust': () => ({ id: '999999' }),
  'consoleStock.stockThreshold': () => ({ id: '999999' }),
  'consoleStock.stockMovements': () => ({ id: '999999' }),
};

const gated = CONSOLE_API_CALLS.filter(
  (c) => c.permission !== 'none' && c.permission !== 'signedIn',
);
const sessionCalls = CONSOLE_API_CALLS.filter((c) => c.access === 'operator');

let t: TestApp;
let world: World;
const tokens = new Map<BuiltInRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  const me = await walletMember(t, { login_name: 'MatrixMember' });
  const bank = await addBank(t, me.token);
  await fund(t.db, me.member, 'bonus', 1_000_000n);
  const res = await call(t, 'POST', '/wm/wallet/withdraw', {
    token: me.token,
    body: {
      account: 'bonus',
      amount: '100.00',
      bankAccountId: bank,
      paymentMethod: 'bankTransfer',
      pin: TEST_PIN,
    },
  });
  world = { memberId: me.member.id, withdrawalId: res.json().data.id as number };
  for (const role of BUILT_IN_ROLE_NAMES)
    tokens.set(role, (await operatorSession(t, [role])).token);
});
afterAll(() => t.close());

function send(c: NamedConsoleCall, token: string | null) {
  const request = REQUESTS[c.id]?.(world) ?? {};
  const params = PARAMS[c.id]?.(world) ?? {};
  const path = c.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '1');
  return t.app.inject({
    method: c.method,
    url: `${CONSOLE_API_BASE_PATH}${path}`,
    query: request.query,
    headers: { ...request.headers, ...(token ? { [CONSOLE_TOKEN_HEADER]: token } : {}) },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

/** What a refused call must leave as it was. */
async function snapshot() {
  const [withdrawal, member, audit] = await Promise.all([
    t.db
      .selectFrom('wallet_withdrawal')
      .select('status')
      .where('id', '=', world.withdrawalId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('member')
      .select('status')
      .where('id', '=', world.memberId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { withdrawal: withdrawal.status, member: member.status, audit: Number(audit.n) };
}

describe('console role matrix', () => {
  it('has a request for every console call that needs a permission', () => {
    expect(gated.filter((c) => !REQUESTS[c.id]).map((c) => c.id)).toEqual([]);
  });

  it.each(sessionCalls.map((c) => [c.id, c] as const))(
    '%s refuses a request without a session (401)',
    async (_id, c) => {
      expect((await send(c, null)).statusCode).toBe(401);
    },
  );

  const cells = gated.flatMap((c) => BUILT_IN_ROLE_NAMES.map((role) => [c.id, role, c] as const));
  it.each(cells)('%s as %s', async (_id, role, c) => {
    const allowed = (BUILT_IN_ROLES[role] as readonly string[]).includes(c.permission);
    const before = await snapshot();
    const res = await send(c, tokens.get(role)!);
    if (allowed) {
      expect([401, 403], `${c.id} as ${role}: ${res.body}`).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, `${c.id} as ${role}: ${res.body}`).toBe(403);
      expect(await snapshot()).toEqual(before);
    }
  });
});
