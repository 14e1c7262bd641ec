import { MESSAGE_TYPE, type CallRecord } from '@portal/contract';
import { createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { makeCatalogue } from '../shop/shop-test-kit.js';
// orders
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { rememberOrder } from './matrix-orders.js';
// payment
import { paymentAttemptFixture } from '../payment/payment-matrix-fixture.js';
// autoship
import { autoshipFixture } from '../autoship/autoship-matrix-fixture.js';

/** A signed-in member with a PIN and money on the bonus account. */
export interface Person {
  id: number;
  token: string;
  /** a bank account of their own, for calls that need one in the body */
  bankAccountId: number;
}

/**
 * The people of the matrix: the owner of every record; a stranger in the same company who is
 * neither in the owner's downline nor upline (a sibling under the same sponsor); and a member of
 * another company.
 */
export interface World {
  owner: Person;
  stranger: Person;
  foreigner: Person;
}

/** An id no record of any kind has (inside every id schema's range). */
export const MISSING_ID = 2_000_000_001;

const FUNDS = 1_000_000n;

async function person(
  t: TestApp,
  companyCode: string,
  sponsor?: { id: number; side: 'L' | 'R' },
): Promise<Person> {
  const { member, token } = await walletMember(t, {
    company_code: companyCode,
    ...(sponsor
      ? { sponsor_id: sponsor.id, placement_id: sponsor.id, placement_side: sponsor.side }
      : {}),
  });
  await fund(t.db, member, 'bonus', FUNDS);
  return { id: member.id, token, bankAccountId: await addBank(t, token) };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const root = await createMember(t.db, { company_code: 'US' });
  return {
    owner: await person(t, 'US', { id: root.id, side: 'L' }),
    stranger: await person(t, 'US', { id: root.id, side: 'R' }),
    foreigner: await person(t, 'MY'),
  };
}

/** Makes one record of a kind for the owner and returns the id a request names it by. */
export type Fixture = (t: TestApp, owner: Person) => Promise<number>;

async function withdrawal(t: TestApp, owner: Person): Promise<number> {
  const res = await call(t, 'POST', '/wm/wallet/withdraw', {
    token: owner.token,
    body: {
      account: 'bonus',
      amount: '100.00',
      bankAccountId: owner.bankAccountId,
      paymentMethod: 'bankTransfer',
      pin: TEST_PIN,
    },
  });
  if (res.json().code !== 0) throw new Error(`withdrawal fixture refused: ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

async function personalMessage(t: TestApp, owner: Person): Promise<number> {
  const row = await t.db
    .insertInto('message')
    .values({
      company_code: 'US',
      member_id: owner.id,
      type: MESSAGE_TYPE.personal,
      title: 'For the owner only',
      body: 'Private',
      created_at: t.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A line in the owner's main cart, of a fresh SKU of the owner's company. */
async function cartItem(t: TestApp, owner: Person): Promise<number> {
  const skus = await makeCatalogue(t.db, { company: 'US', names: ['Matrix product'] });
  const res = await call(t, 'POST', '/omn/shoppingCart/saveShoppingCart', {
    token: owner.token,
    body: { productSkuId: skus.get('Matrix product'), qty: 1, orderTypeCode: 40 },
  });
  if (res.json().code !== 0) throw new Error(`cart fixture refused: ${res.body}`);
  return (res.json() as { data: { item: { id: number } } }).data.item.id;
}

/** An unpaid order of the owner (an e-product, nothing ships), named by its number. */
async function order(t: TestApp, owner: Person): Promise<number> {
  const skus = await makeShop(t.db, [{ name: 'Matrix e-book', kind: 'eproduct' }]);
  const placed = await placeOrder(t, owner.token, eOrder([skus.get('Matrix e-book')!]));
  const row = await t.db
    .selectFrom('shop_order')
    .select('id')
    .where('order_no', '=', placed.orderNo)
    .executeTakeFirstOrThrow();
  return rememberOrder(row.id, placed.orderNo, placed.total);
}

// addresses
/** A shipping address of the owner, in California (whose area rows the empty database lacks). */
async function address(t: TestApp, owner: Person): Promise<number> {
  const country = { id: 840, parent_id: null, level: 1 as const, country_code: 'US', code: 'US' };
  await t.db
    .insertInto('area')
    .values([
      { ...country, name: 'United States', sort: 0 },
      {
        id: 840_005,
        parent_id: 840,
        level: 2,
        country_code: 'US',
        code: 'US-CA',
        name: 'California',
        sort: 4,
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await t.db
    .insertInto('member_address')
    .values({
      member_id: owner.id,
      receive_name: 'Matrix Owner',
      country_code: 'US',
      state_id: 840_005,
      state_code: 'US-CA',
      state_name: 'California',
      city: 'Los Angeles',
      zip: '90017',
      address1: '800 West 6th Street',
      contact_number: '+12133734253',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** organization: a member placed and sponsored under the owner (a node of the owner's downline). */
async function treeNode(t: TestApp, owner: Person): Promise<number> {
  // the owner is shared by every call: place the node at the bottom of the owner's left leg
  let bottom = owner.id;
  for (;;) {
    const below = await t.db
      .selectFrom('member')
      .select('id')
      .where('placement_id', '=', bottom)
      .where('placement_side', '=', 'L')
      .executeTakeFirst();
    if (!below) break;
    bottom = below.id;
  }
  const node = await createMember(t.db, {
    company_code: 'US',
    sponsor_id: owner.id,
    placement_id: bottom,
    placement_side: 'L',
  });
  return node.id;
}

/**
 * One fixture per record kind a call may declare (none and self need none). A call whose kind
 * has no fixture here fails the matrix: add the fixture with the kind.
 */
export const FIXTURES: Partial<Record<CallRecord, Fixture>> = {
  member: async (_t, owner) => owner.id,
  bankAccount: async (t, owner) => addBank(t, owner.token),
  withdrawal,
  message: personalMessage,
  cartItem,
  // orders
  order,
  // addresses
  address,
  // payment
  paymentAttempt: paymentAttemptFixture,
  // organization
  treeNode,
  // autoship
  autoship: autoshipFixture,
};
