import type { Invoice } from '@portal/contract';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/format/money-text';
import { Volume } from '../../../shared/format/volume-text';
import { DateTime } from '../order-ui';
import { Facts } from '../../../shared/ui/facts';

function Party({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <div className="invoice-party">
      <h2>{title}</h2>
      {lines.filter(Boolean).map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}

/** The invoice as the PDF prints it: parties, lines, totals and payments. */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const money = (amount: string) => (
    <Money amount={amount} currency={invoice.currency} minorUnit={invoice.minorUnit} />
  );
  const taxId = (id: string | null) => (id ? `${t('invoice.taxId')}: ${id}` : null);
  const { company, billTo } = invoice;
  return (
    <article className="invoice-sheet" aria-label={t('invoice.title')}>
      <Flex wrap justify="space-between" gap="middle">
        <Party
          title={company.name}
          lines={[...company.address, company.phone, company.email, taxId(company.taxId)]}
        />
        <Facts
          column={1}
          size="small"
          items={[
            { key: 'no', label: t('invoice.orderNo'), children: invoice.orderNo },
            {
              key: 'at',
              label: t('invoice.orderedAt'),
              children: <DateTime iso={invoice.orderedAt} />,
            },
            {
              key: 'paid',
              label: t('invoice.paidAt'),
              children: invoice.paidAt ? <DateTime iso={invoice.paidAt} /> : t('invoice.notPaid'),
            },
            {
              key: 'status',
              label: t('invoice.status'),
              children: t(`order.status.${invoice.status}`),
            },
          ]}
        />
      </Flex>
      <Party
        title={t('invoice.billTo')}
        lines={[
          billTo.name,
          `${t('invoice.memberNo')}: ${billTo.memberNo}`,
          ...billTo.address,
          billTo.phone,
          taxId(billTo.taxId),
        ]}
      />
      <div className="invoice-table-scroll">
        <table className="invoice-table">
          <thead>
            <tr>
              <th scope="col">{t('invoice.product')}</th>
              <th scope="col">{t('invoice.qty')}</th>
              <th scope="col">{t('invoice.unitPrice')}</th>
              <th scope="col">{t('invoice.bv')}</th>
              <th scope="col">{t('invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.sku ? `${line.name} (${line.sku})` : line.name}</td>
                <td>{line.qty}</td>
                <td>{money(line.unitPrice)}</td>
                <td>
                  <Volume bv={line.unitBv} />
                </td>
                <td>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Facts
        column={1}
        size="small"
        className="invoice-totals"
        items={[
          { key: 'subtotal', label: t('invoice.subtotal'), children: money(invoice.subtotal) },
          { key: 'shipping', label: t('invoice.shipping'), children: money(invoice.shipping) },
          { key: 'tax', label: t('invoice.tax'), children: money(invoice.tax) },
          {
            key: 'total',
            label: t('invoice.total'),
            children: <strong data-testid="invoice-total">{money(invoice.total)}</strong>,
          },
          { key: 'bv', label: t('invoice.totalBv'), children: <Volume bv={invoice.totalBv} /> },
        ]}
      />
      <h2>{t('invoice.payments')}</h2>
      {invoice.payments.length === 0 ? (
        <p>{t('invoice.noPayments')}</p>
      ) : (
        <ul className="order-payments">
          {invoice.payments.map((p, i) => (
            <li key={i}>
              <DateTime iso={p.paidAt} /> · {t(`order.method.${p.method}`)}
              {p.reference ? ` (${p.reference})` : ''} · {money(p.amount)}
            </li>
          ))}
        </ul>
      )}
      <p className="invoice-note">{t('invoice.issued')}</p>
    </article>
  );
}
