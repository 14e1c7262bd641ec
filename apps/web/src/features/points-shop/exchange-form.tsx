import { EXCHANGE_LIMITS } from '@portal/contract';
import { Button, Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats } from '../../lib/format/use-formats';
import { AddressSelect } from '../../shared/address';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { RelockButton } from '../../shared/ui/relock-button';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { ExchangeDone } from './exchange-done';
import { FailureAlert } from './failure-alert';
import { POINTS_SHOP_PAGE_PATHS } from './points-paths';
import { useExchangeForm, type ExchangeTarget } from './use-exchange-form';

/**
 * Quantity, address, the points it costs and the balance after (the server's pre-check), and
 * the exchange; each refusal is shown beside what the member can change. The button is locked
 * while the exchange is on its way and for 2,000 ms after each click.
 */
export function ExchangeForm({ target }: { target: ExchangeTarget }) {
  const { t } = useTranslation();
  const f = useFormats();
  const form = useExchangeForm(target);
  const qtyId = useUniqueId('exchange-qty');
  const addressHeading = useUniqueId('exchange-address');
  const max = Math.max(1, Math.min(EXCHANGE_LIMITS.qtyMax, target.stock));
  if (form.result) return <ExchangeDone result={form.result} onAgain={form.again} />;
  const { preview, failure } = form;
  const total = preview.data?.totalPoints ?? form.qty * target.pointsPrice;

  return (
    <Flex vertical gap="middle" className="points-exchange-form">
      <FailureAlert failure={failure} place="rule" />
      <div>
        <Flex gap="small" align="center" wrap>
          <label htmlFor={qtyId}>{t('pointsShop.qty')}</label>
          <InputNumber
            id={qtyId}
            min={1}
            max={max}
            precision={0}
            value={form.qty}
            disabled={form.sending}
            onChange={(value) => form.setQty(Math.min(max, Math.max(1, value ?? 1)))}
          />
          <span className="muted">{t('pointsShop.stock', { count: target.stock })}</span>
        </Flex>
        <FailureAlert failure={failure} place="qty" />
      </div>
      {form.ships && (
        <section aria-labelledby={addressHeading}>
          <h3 id={addressHeading} className="card-title">
            {t('pointsShop.deliverTo')}
          </h3>
          {form.addresses.isPending && <Loading />}
          {form.addresses.isError && <p role="alert">{messageOf(form.addresses.error, t)}</p>}
          {form.addresses.data && (
            <AddressSelect
              addresses={form.addresses.data}
              value={form.chosenAddress}
              onChange={(address) => form.chooseAddress(address.id)}
              emptyAction={
                <Link to={POINTS_SHOP_PAGE_PATHS.addresses}>
                  <Button>{t('pointsShop.addAddress')}</Button>
                </Link>
              }
            />
          )}
          <FailureAlert failure={failure} place="address" />
        </section>
      )}
      <dl className="points-totals" aria-busy={preview.isFetching}>
        <div>
          <dt>{t('pointsShop.total')}</dt>
          <dd data-testid="exchange-total">{t('pointsShop.points', { points: f.count(total) })}</dd>
        </div>
        {preview.data && (
          <>
            <div>
              <dt>{t('pointsShop.balance')}</dt>
              <dd>{t('pointsShop.points', { points: f.count(preview.data.balance) })}</dd>
            </div>
            <div>
              <dt>{t('pointsShop.balanceAfter')}</dt>
              <dd data-testid="exchange-after">
                {t('pointsShop.points', { points: f.count(preview.data.balanceAfter) })}
              </dd>
            </div>
          </>
        )}
      </dl>
      <FailureAlert failure={failure} place="balance" />
      <FailureAlert failure={failure} place="form" />
      <RelockButton
        type="primary"
        size="large"
        block
        loading={form.sending}
        disabled={form.blocked}
        onClick={() => void form.submit()}
      >
        {t('pointsShop.confirm', { points: f.count(total) })}
      </RelockButton>
    </Flex>
  );
}
