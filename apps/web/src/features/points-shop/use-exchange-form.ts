import type { DeliveryInput, ExchangeInput, ExchangeResult, ProductKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAddressOf, useAddresses } from '../../shared/address';
import { useAttemptKey } from '../../shared/order/attempt-key';
import { useExchange } from './api/exchange';
import { useExchangePreview } from './api/exchange-preview';
import { failureOf, type ExchangeFailure } from './exchange-failure';

/** The SKU the member exchanges points for. */
export interface ExchangeTarget {
  skuId: number;
  pointsPrice: number;
  stock: number;
  kind: ProductKind;
}

/**
 * The state of one exchange: quantity, address (the member's default until they choose), the
 * server's pre-check of the exchange as composed (beforeExchangePurchase, asked again on each
 * change), then the exchange with one Idempotency-Key per attempt (a retry after a lost answer
 * sends the same key; a final answer spends it). A failure keeps everything the member chose.
 */
export function useExchangeForm(target: ExchangeTarget) {
  const { t } = useTranslation();
  // an e-product is delivered by the company, not shipped: no address (as the checkout)
  const ships = target.kind !== 'eproduct';
  const addresses = useAddresses();
  const [qty, setQtyState] = useState(1);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [failure, setFailure] = useState<ExchangeFailure | null>(null);
  const [result, setResult] = useState<ExchangeResult | null>(null);
  const attempt = useAttemptKey();
  const exchange = useExchange();

  const chosenAddress =
    addressId ?? (addresses.data ? (defaultAddressOf(addresses.data)?.id ?? null) : null);
  const delivery: DeliveryInput | null = !ships
    ? { mode: 'none' }
    : chosenAddress !== null
      ? { mode: 'address', addressId: chosenAddress }
      : null;
  // once exchanged nothing is checked again: the result replaces the form
  const input: ExchangeInput | null =
    delivery && !result ? { lines: [{ productSkuId: target.skuId, qty }], delivery } : null;
  const preview = useExchangePreview(input);
  const previewFailure = preview.isError ? failureOf(preview.error, t) : null;
  const shown = failure ?? previewFailure;

  const submit = async () => {
    if (exchange.isPending) return;
    setFailure(null);
    if (!input) {
      setFailure({ place: 'address', message: t('validation.order.addressRequired'), final: true });
      return;
    }
    try {
      const answer = await exchange.mutateAsync({ body: input, key: attempt.current() });
      attempt.settle();
      setResult(answer);
    } catch (error) {
      attempt.settle(error);
      setFailure(failureOf(error, t));
    }
  };

  return {
    ships,
    addresses,
    qty,
    setQty: (value: number) => {
      setFailure(null);
      setQtyState(value);
    },
    chosenAddress,
    chooseAddress: (id: number) => {
      setFailure(null);
      setAddressId(id);
    },
    preview,
    /** the refusal to show, where it belongs; null when there is none */
    failure: shown,
    /** the server refused this exchange as composed: sending it as it is would fail again */
    blocked: shown?.final === true,
    sending: exchange.isPending,
    submit,
    result,
    /** after a success: a new exchange starts from quantity 1 with the same address */
    again: () => {
      setResult(null);
      setFailure(null);
      setQtyState(1);
    },
  };
}

export type ExchangeFormState = ReturnType<typeof useExchangeForm>;
