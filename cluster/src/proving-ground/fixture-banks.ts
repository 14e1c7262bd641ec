import { BANK_PATHS } from '@portal/contract';
import { PIN, type FixtureMember } from './fixture.js';
import { envelopeOf, type HttpClient } from './http.js';

/**
 * A bank account for each member who withdraws, added through the portal (where payouts may
 * go is the member's own step-up action): member id → bank account id.
 */
export async function addBankAccounts(
  client: HttpClient,
  members: FixtureMember[],
): Promise<Map<number, number>> {
  const bankOf = new Map<number, number>();
  for (const m of members) {
    const answer = await client.send({
      method: 'POST',
      path: BANK_PATHS.add,
      token: m.token,
      body: {
        pin: PIN,
        bankName: 'Proving Bank',
        accountNumber: `40${String(m.id).padStart(8, '0')}`,
        accountType: 'savings',
        holderName: `Proving Member ${m.id}`,
      },
    });
    const envelope = envelopeOf(answer);
    if (envelope.code !== 0)
      throw new Error(`bank account not added: ${answer.bytes.toString().slice(0, 200)}`);
    bankOf.set(m.id, Number(envelope.data.id));
  }
  return bankOf;
}
