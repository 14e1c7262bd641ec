import type { AutoshipView } from '@portal/contract';
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback/feedback';
import { useFormats } from '../../../lib/format/use-formats';
import { Money } from '../../../shared/format/money-text';
import { messageOf } from '../../../shared/ui/field-errors';
import { Facts } from '../../../shared/ui/facts';
import { useAutoshipAction, type AutoshipAction } from '../api/autoship-action';
import { AutoshipStatusTag, RunDate, useScheduleText } from '../autoship-text';
import { AutoshipLines } from '../setup/autoship-lines';
import { ChangeDialog, type ChangeKind } from './change-dialog';
import { RunsTable } from './runs-table';

const CHANGES: ChangeKind[] = ['items', 'delivery', 'card', 'schedule'];

/** Where the runs go, in words: the address as the book has it now, or the pick-up point. */
function useDeliveryText() {
  const { t } = useTranslation();
  return ({ mode, address, placeName }: AutoshipView['delivery']) => {
    if (address)
      return `${address.receiverName}, ${[address.street, address.city, address.province, address.zip, address.country].filter(Boolean).join(', ')}`;
    return placeName
      ? `${t(`order.delivery.${mode}`)} — ${placeName}`
      : t(`order.delivery.${mode}`);
  };
}

/**
 * One autoship on the manage page: its next run and what it orders, the one-click changes
 * (skip the next run, pause or resume, cancel after a confirmation), the changes made in a
 * dialog (items, address, card, schedule), and its runs.
 */
export function AutoshipPanel({ autoship }: { autoship: AutoshipView }) {
  const { t } = useTranslation();
  const f = useFormats();
  const { message, modal } = useFeedback();
  const scheduleText = useScheduleText();
  const deliveryText = useDeliveryText();
  const action = useAutoshipAction();
  const [editing, setEditing] = useState<ChangeKind | null>(null);
  const { amounts, card, status } = autoship;
  const live = status !== 'cancelled';

  const run = async (name: AutoshipAction) => {
    try {
      await action.mutateAsync({ id: autoship.id, action: name });
      void message.success(t(`autoship.manage.done.${name}`));
    } catch (error) {
      void message.error(messageOf(error, t));
    }
  };
  const askCancel = () => {
    void modal.confirm({
      title: t('autoship.manage.cancelTitle', { id: autoship.id }),
      content: t('autoship.manage.cancelBody'),
      okText: t('autoship.manage.cancelYes'),
      okButtonProps: { danger: true },
      cancelText: t('autoship.manage.keep'),
      onOk: () => run('cancel'),
    });
  };

  return (
    <li>
      <Card
        size="small"
        className="autoship-panel"
        title={
          <Flex gap="small" align="center" wrap>
            <h2 className="card-title">{t('autoship.manage.name', { id: autoship.id })}</h2>
            <AutoshipStatusTag status={status} />
          </Flex>
        }
      >
        {autoship.pauseNote && status === 'paused' && (
          <Alert type="warning" showIcon title={autoship.pauseNote} />
        )}
        {status === 'cancelled' && (
          <Alert type="info" showIcon role="status" title={t('autoship.manage.cancelledNote')} />
        )}
        <Facts
          column={1}
          size="small"
          items={[
            {
              key: 'next',
              label: t('autoship.facts.nextRun'),
              children: <RunDate day={autoship.nextRunDate} />,
            },
            {
              key: 'schedule',
              label: t('autoship.facts.schedule'),
              children: scheduleText(autoship.schedule),
            },
            {
              key: 'amount',
              label: t('autoship.facts.amount'),
              children: (
                <>
                  <Money
                    amount={amounts.total}
                    currency={amounts.currency}
                    minorUnit={amounts.minorUnit}
                  />{' '}
                  · {t('autoship.bv', { bv: f.bv(amounts.bv) })}
                </>
              ),
            },
            {
              key: 'card',
              label: t('autoship.facts.card'),
              children: t('autoship.cardWithExpiry', {
                brand: card.brand,
                last4: card.last4,
                month: String(card.expMonth).padStart(2, '0'),
                year: card.expYear,
              }),
            },
            {
              key: 'delivery',
              label: t('autoship.facts.delivery'),
              children: deliveryText(autoship.delivery),
            },
          ]}
        />
        <AutoshipLines
          lines={autoship.lines}
          currency={amounts.currency}
          minorUnit={amounts.minorUnit}
        />
        {live && (
          <Flex wrap gap="small" className="autoship-actions">
            {status === 'active' && (
              <Button onClick={() => void run('skip')} loading={action.isPending}>
                {t('autoship.manage.skip')}
              </Button>
            )}
            <Button
              onClick={() => void run(status === 'active' ? 'pause' : 'resume')}
              loading={action.isPending}
            >
              {t(status === 'active' ? 'autoship.manage.pause' : 'autoship.manage.resume')}
            </Button>
            {CHANGES.map((kind) => (
              <Button key={kind} onClick={() => setEditing(kind)}>
                {t(`autoship.manage.change.${kind}`)}
              </Button>
            ))}
            <Button danger onClick={askCancel}>
              {t('autoship.manage.cancel')}
            </Button>
          </Flex>
        )}
        <h3 className="card-title">{t('autoship.runs.title')}</h3>
        <RunsTable autoshipId={autoship.id} minorUnit={amounts.minorUnit} />
      </Card>
      {editing && (
        <ChangeDialog
          autoship={autoship}
          kind={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('autoship.manage.saved'));
          }}
        />
      )}
    </li>
  );
}
