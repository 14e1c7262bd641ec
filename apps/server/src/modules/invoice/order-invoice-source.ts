import type { CompanyCode } from '@portal/contract';
import { companyOf } from '../company/index.js';
import { readConfig } from '../config/index.js';
import { memberCard } from '../member/index.js';
import { invoiceOrder } from '../order/index.js';
import type { InvoiceSource } from './invoice-source.js';

/** The company's tax id, a per-company setting (sys_config; none set, none printed). */
export const INVOICE_TAX_ID_KEY = 'invoice.company.tax.id';

/**
 * The invoice of a real order: the order module's lines, amounts and payments, the company's
 * name, address, time zone and tax id, and the member's name.
 */
export const orderInvoiceSource: InvoiceSource = async (deps, orderNo) => {
  const order = await invoiceOrder(deps.db, orderNo);
  if (!order) return undefined;
  const [company, member, config] = await Promise.all([
    companyOf(deps, order.companyCode as CompanyCode, null),
    memberCard(deps.db, order.memberId),
    readConfig(deps.db, order.companyCode, [INVOICE_TAX_ID_KEY]),
  ]);
  const { shipTo, ...rest } = order;
  return {
    ...rest,
    timeZone: company.time_zone,
    company: {
      name: company.name,
      address: company.address ? company.address.split('\n') : [],
      taxId: config[INVOICE_TAX_ID_KEY]?.trim() || null,
      phone: company.tel,
      email: company.email,
    },
    billTo: {
      name: member?.name ?? shipTo.receiver ?? '',
      memberNo: member?.memberNo ?? String(order.memberId),
      address: [
        ...(shipTo.receiver && shipTo.receiver !== member?.name ? [shipTo.receiver] : []),
        ...shipTo.lines,
      ],
      taxId: null,
      phone: shipTo.phone ?? member?.phone ?? null,
      email: member?.email ?? null,
    },
  };
};
