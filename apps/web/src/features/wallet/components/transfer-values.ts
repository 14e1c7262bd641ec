import type { TransferBody, TransferRecipient } from '@portal/contract';

/** To another member's bonus account, or from one's bonus to one's own e-product account. */
export const TRANSFER_MODES = ['member', 'own'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

export interface TransferValues {
  mode: TransferMode;
  toMemberId?: string;
  amount: string;
  remark?: string;
  pin?: string;
}

export const TRANSFER_LABELS = {
  toMemberId: 'wallet.transfer.memberId',
  amount: 'wallet.transfer.amount',
  remark: 'wallet.transfer.remark',
  pin: 'wallet.pin.label',
} as const;

/**
 * The request body of the form, without the PIN (what the idempotency key stands for). The
 * member types a login name or an id; the body carries the id of the member the server found.
 */
export function transferBodyOf(
  values: TransferValues,
  recipient: Pick<TransferRecipient, 'memberId'> | null,
): Omit<TransferBody, 'pin'> {
  const remark = values.remark?.trim() || undefined;
  const amount = values.amount.trim();
  if (values.mode === 'own') {
    return { fromAccount: 'bonus', toAccount: 'eproduct', amount, remark };
  }
  return {
    toMemberId: recipient?.memberId ?? Number(values.toMemberId?.trim()),
    fromAccount: 'bonus',
    toAccount: 'bonus',
    amount,
    remark,
  };
}
