import { z } from 'zod';
import { formatMinor } from '../common/money.js';

/**
 * What an invoice shows, as the order module hands it to the invoice module (the
 * `InvoiceSource` port): money in bigint minor units of `currency`, BV in bigint hundredths.
 * Nothing here is a float; the answer and the PDF format it with `formatMinor`.
 */
export interface InvoiceLine {
  name: string;
  /** the SKU's label (size, flavour); empty when the product has one SKU */
  sku: string;
  qty: number;
  unitPrice: bigint;
  /** BV of one unit, hundredths */
  unitBv: bigint;
  /** qty × unitPrice, as the order stored it */
  amount: bigint;
}

export interface InvoicePayment {
  /** a payment method (`ewallet`, `card`, `branch`, `thirdparty`), labelled by `order.method.*` */
  method: string;
  amount: bigint;
  /** ISO timestamp */
  paidAt: string;
  /** e.g. a card's brand and last four; never a full number */
  reference: string | null;
}

export interface InvoiceParty {
  name: string;
  /** address lines, as printed */
  address: string[];
  taxId: string | null;
  phone: string | null;
  email: string | null;
}

export interface InvoiceView {
  orderNo: string;
  /** the member who owns the order: only they (or a signed link) may see the invoice */
  memberId: number;
  companyCode: string;
  company: InvoiceParty;
  /** the member billed: name, member number and the shipping address (or the pickup office) */
  billTo: InvoiceParty & { memberNo: string };
  currency: string;
  /** digits after the decimal point of the currency (IDR 0, USD 2) */
  minorUnit: number;
  /** the company's IANA time zone (informative: times are printed in business time, UTC+8) */
  timeZone: string;
  /** ISO timestamps */
  orderedAt: string;
  paidAt: string | null;
  /** the order status name (`paid`, `awaitingPayment`, …), labelled by `order.status.*` */
  status: string;
  lines: InvoiceLine[];
  subtotal: bigint;
  shipping: bigint;
  tax: bigint;
  total: bigint;
  totalBv: bigint;
  payments: InvoicePayment[];
}

const money = z.string().describe('an amount in the currency, e.g. "1250.00"');
const bv = z.string().describe('business volume, exact to two decimals, e.g. "25.00"');
const partySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  taxId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** The invoice as the Invoice and InvoiceOss pages get it: money as decimal strings. */
export const invoiceSchema = z.object({
  orderNo: z.string(),
  companyCode: z.string(),
  company: partySchema,
  billTo: partySchema.extend({ memberNo: z.string() }),
  currency: z.string(),
  minorUnit: z.number().int(),
  timeZone: z.string(),
  orderedAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      qty: z.number().int(),
      unitPrice: money,
      unitBv: bv,
      amount: money,
    }),
  ),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  totalBv: bv,
  payments: z.array(
    z.object({
      method: z.string(),
      amount: money,
      paidAt: z.string(),
      reference: z.string().nullable(),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The view as it travels: every amount formatted exactly, with the currency's decimals. */
export function toInvoice(view: InvoiceView): Invoice {
  const m = (minor: bigint) => formatMinor(minor, view.minorUnit);
  const b = (hundredths: bigint) => formatMinor(hundredths, 2);
  return {
    orderNo: view.orderNo,
    companyCode: view.companyCode,
    company: view.company,
    billTo: view.billTo,
    currency: view.currency,
    minorUnit: view.minorUnit,
    timeZone: view.timeZone,
    orderedAt: view.orderedAt,
    paidAt: view.paidAt,
    status: view.status,
    lines: view.lines.map((l) => ({
      name: l.name,
      sku: l.sku,
      qty: l.qty,
      unitPrice: m(l.unitPrice),
      unitBv: b(l.unitBv),
      amount: m(l.amount),
    })),
    subtotal: m(view.subtotal),
    shipping: m(view.shipping),
    tax: m(view.tax),
    total: m(view.total),
    totalBv: b(view.totalBv),
    payments: view.payments.map((p) => ({ ...p, amount: m(p.amount) })),
  };
}
