import {
  formatMinor,
  PLACEMENT_PREVIEW_LINE_MAX,
  type CallAnswer,
  type CONSOLE_PLACEMENT_CALLS,
} from '@portal/contract';
import { Descriptions, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type MovePreview = CallAnswer<(typeof CONSOLE_PLACEMENT_CALLS)['placementPreview']>;
type Slot = NonNullable<MovePreview['from']>;

const slotText = (t: TFunction, slot: Slot) =>
  t('consolePlacement.preview.slot', {
    parent: `${slot.parentLogin} (${slot.parentId})`,
    side: t(`consolePlacement.side.${slot.side}`),
  });

function Line({ logins }: { logins: string[] }) {
  const { t } = useTranslation();
  if (!logins.length) return <>{t('consolePlacement.preview.lineEmpty')}</>;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: '0 0 4px' }}>
      {logins.map((login, i) => (
        <li key={`${login}-${i}`} style={{ display: 'inline' }}>
          <Tag>{login}</Tag>
        </li>
      ))}
    </ol>
  );
}

function commonText(t: TFunction, common: MovePreview['commonAncestor']) {
  if (!common) return t('consolePlacement.preview.commonNone');
  const login = `${common.loginName} (${common.id})`;
  return common.fromLeg === common.toLeg
    ? t('consolePlacement.preview.legStays', {
        login,
        leg: t(`consolePlacement.leg.${common.fromLeg}`),
      })
    : t('consolePlacement.preview.legSwitches', {
        login,
        from: t(`consolePlacement.leg.${common.fromLeg}`),
        to: t(`consolePlacement.leg.${common.toLeg}`),
      });
}

/** What the move would change, as the server previewed it (nothing has changed yet). */
export function MovePreviewView({ preview }: { preview: MovePreview }) {
  const { t } = useTranslation();
  const more = t('consolePlacement.preview.nearestFirst', { max: PLACEMENT_PREVIEW_LINE_MAX });
  return (
    <section aria-labelledby="placement-preview-title">
      <Typography.Title level={2} id="placement-preview-title" style={{ fontSize: 18 }}>
        {t('consolePlacement.preview.title')}
      </Typography.Title>
      <Descriptions bordered column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('consolePlacement.form.member')}>
          {`${preview.member.loginName} (${preview.member.id})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.from')}>
          {preview.from ? slotText(t, preview.from) : t('consolePlacement.preview.held')}
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.to')}>
          {slotText(t, preview.to)}
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.common')}>
          {commonText(t, preview.commonAncestor)}
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.losing')}>
          <Line logins={preview.losing} />
          <Typography.Text type="secondary">{more}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.gaining')}>
          <Line logins={preview.gaining} />
          <Typography.Text type="secondary">{more}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('consolePlacement.preview.bv', { cycle: preview.cycle })}>
          {t('consolePlacement.preview.bvValue', {
            bv: formatMinor(BigInt(preview.memberBv), 2),
          })}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {t('consolePlacement.preview.legsLater')}
      </Typography.Paragraph>
    </section>
  );
}
