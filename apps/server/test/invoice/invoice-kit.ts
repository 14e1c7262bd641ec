import type { InvoiceView } from '@portal/contract';
import { PDFParse } from 'pdf-parse';
import type { InvoiceSource } from '../../src/modules/invoice/invoice-source.js';

/** An invoice view as the order module would hand it over, with overrides. */
export function invoiceView(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    orderNo: 'US2026112400042',
    memberId: 1,
    companyCode: 'US',
    company: {
      name: 'Portal US Inc.',
      address: ['100 Main Street', 'Springfield, IL 62701'],
      taxId: '12-3456789',
      phone: '+1 217 555 0100',
      email: 'office@us.example',
    },
    billTo: {
      name: 'Dana Demo',
      memberNo: 'US000123',
      address: ['1 Elm Road', 'Chicago, IL 60601', 'United States'],
      taxId: null,
      phone: '+1 312 555 0199',
      email: null,
    },
    currency: 'USD',
    minorUnit: 2,
    timeZone: 'America/Chicago',
    orderedAt: '2026-11-24T10:00:00.000Z',
    paidAt: '2026-11-24T10:05:00.000Z',
    status: 'paid',
    lines: [
      {
        name: 'Vitamin C 500',
        sku: '60 tablets',
        qty: 2,
        unitPrice: 1999n,
        unitBv: 1500n,
        amount: 3998n,
      },
      {
        name: 'Protein shake',
        sku: '',
        qty: 1,
        unitPrice: 123456n,
        unitBv: 10025n,
        amount: 123456n,
      },
    ],
    subtotal: 127454n,
    shipping: 1000n,
    tax: 8922n,
    total: 137376n,
    totalBv: 13025n,
    payments: [
      { method: 'ewallet', amount: 137376n, paidAt: '2026-11-24T10:05:00.000Z', reference: null },
    ],
    ...overrides,
  };
}

/** A source that knows the given views by order number. */
export function sourceOf(...views: InvoiceView[]): InvoiceSource {
  return async (_deps, orderNo) => views.find((v) => v.orderNo === orderNo);
}

/** The text of a PDF, as a reader extracts it. */
export async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
