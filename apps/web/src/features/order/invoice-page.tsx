import { INVOICE_QUERY, type InvoiceLinkQuery } from '@portal/contract';
import { Button, Flex, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { formatBusinessTime } from '../../lib/format/business-time';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { ORDER_PAGE_PATHS, orderNoOf } from '../../shared/order/order-paths';
import { useInvoice } from './api/invoice';
import { useInvoiceLink } from './api/invoice-link';
import { useInvoicePdf } from './api/invoice-pdf';
import { InvoiceSheet } from './invoice/invoice-sheet';
import { LoadFailed } from './order-ui';
import { ResultLinks } from './result-links';
import './order.css';

type Source = { orderNo: string } | { link: InvoiceLinkQuery };

/**
 * The signed link's query of an InvoiceOss address, or null when it is malformed (checked by
 * hand: the web bundle carries no zod; the server checks the signature).
 */
function linkOf(search: string): InvoiceLinkQuery | null {
  const q = new URLSearchParams(search);
  const order = q.get(INVOICE_QUERY.order) ?? '';
  const expires = q.get(INVOICE_QUERY.expires) ?? '';
  const sig = q.get(INVOICE_QUERY.signature) ?? '';
  const ok =
    /^[A-Z]{2}\d{6,28}$/.test(order) && /^\d{1,13}$/.test(expires) && /^[\w-]{43}$/.test(sig);
  return ok ? { order, expires: Number(expires), sig } : null;
}

/**
 * Invoice (the owner's, `?orderNo=`) and InvoiceOss (route param `kind: oss`, a signed,
 * expiring link that opens without login and shows only its own invoice): the invoice, its
 * PDF download and printing; the owner may also copy a link to share.
 */
export default function InvoicePage({ titleKey, params }: PageProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const platform = useAppStore((state) => state.platformName);
  const search = useLocation().search;
  const oss = params?.kind === 'oss';
  const source = useMemo((): Source | null => {
    if (oss) {
      const link = linkOf(search);
      return link && { link };
    }
    const orderNo = orderNoOf(search);
    return orderNo ? { orderNo } : null;
  }, [oss, search]);
  const invoice = useInvoice(source);
  const pdf = useInvoicePdf();
  const share = useInvoiceLink();

  const copyLink = async (orderNo: string) => {
    try {
      const link = await share.mutateAsync(orderNo);
      await navigator.clipboard.writeText(link.url ?? `${window.location.origin}${link.path}`);
      message.success(t('invoice.shareCopied', { date: formatBusinessTime(link.expiresAt) }));
    } catch {
      message.error(t('invoice.shareFailed'));
    }
  };

  const download = async (from: Source) => {
    try {
      await pdf.mutateAsync(from);
    } catch (error) {
      message.error(messageOf(error, t));
    }
  };

  // a shared link's reader may have no session: their way on is the login page
  const nextSteps = oss ? (
    <Flex justify="center">
      <Link to="/login">{t('invoice.toLogin')}</Link>
    </Flex>
  ) : (
    <ResultLinks mall />
  );
  const content = () => {
    if (!source)
      return (
        <Result
          status="warning"
          title={t(oss ? 'error.invoiceLinkInvalid' : 'invoice.missing')}
          extra={nextSteps}
        />
      );
    if (invoice.isPending) return <Loading />;
    if (invoice.isError) {
      return (
        <>
          <LoadFailed
            message={messageOf(invoice.error, t)}
            onRetry={oss ? undefined : () => void invoice.refetch()}
          />
          {nextSteps}
        </>
      );
    }
    const data = invoice.data;
    return (
      <>
        <Flex wrap gap="small" className="invoice-actions no-print">
          <Button type="primary" loading={pdf.isPending} onClick={() => void download(source)}>
            {t('invoice.download')}
          </Button>
          <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
          {!oss && (
            <Button loading={share.isPending} onClick={() => void copyLink(data.orderNo)}>
              {t('invoice.share')}
            </Button>
          )}
          {oss ? (
            <Link to="/login">{t('invoice.toLogin')}</Link>
          ) : (
            <Link to={ORDER_PAGE_PATHS[platform].history}>{t('invoice.back')}</Link>
          )}
        </Flex>
        <InvoiceSheet invoice={data} />
      </>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
