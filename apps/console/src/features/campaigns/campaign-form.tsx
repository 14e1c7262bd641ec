import {
  CAMPAIGN_TRANSLATION_LOCALES,
  COMPANY_CODES,
  MESSAGE_CATEGORIES,
  RANK,
  type CampaignAudience,
  type CampaignTranslationLocale,
  type MessageCategory,
} from '@portal/contract';
import { Collapse, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES } from '../../shared/formats';
import { useOperator } from '../../shared/operator';

export interface CampaignValues {
  companyCode: CampaignAudience['companyCode'];
  ranks: CampaignAudience['ranks'];
  statuses: CampaignAudience['statuses'];
  countries: string[];
  category: MessageCategory;
  title: string;
  body: string;
  translations?: Partial<Record<CampaignTranslationLocale, { title?: string; body?: string }>>;
}

const linesOf = (text: string | undefined) => (text ?? '').replace(/\t/g, '  ').split(/\r?\n/);

/** The other languages written (a title or a text typed); the server checks each has both. */
function translationsOf(v: CampaignValues) {
  return Object.fromEntries(
    CAMPAIGN_TRANSLATION_LOCALES.flatMap((language) => {
      const text = v.translations?.[language];
      if (!text?.title?.trim() && !text?.body?.trim()) return [];
      return [[language, { title: text.title ?? '', body: linesOf(text.body) }]];
    }),
  );
}

/** The request a campaign's form makes: the body by lines, a tab as two spaces. */
export function campaignBody(v: CampaignValues) {
  return {
    audience: {
      companyCode: v.companyCode,
      ranks: v.ranks ?? [],
      statuses: v.statuses ?? [],
      countries: (v.countries ?? []).map((c) => c.trim().toUpperCase()),
    },
    message: {
      category: v.category,
      title: v.title,
      body: linesOf(v.body),
      translations: translationsOf(v),
    },
  };
}

/** The audience (company, rank, status, country) and the message of a campaign. */
export function CampaignForm({
  form,
  onChange,
}: {
  form: FormInstance<CampaignValues>;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const me = useOperator();
  const companies = me.companies ?? [...COMPANY_CODES];
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  return (
    <Form<CampaignValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ companyCode: companies[0], category: 'system', ranks: [], statuses: [] }}
      onValuesChange={onChange}
    >
      <Form.Item name="companyCode" label={t('consoleCampaigns.field.company')} rules={[required]}>
        <Select options={companies.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item
        name="ranks"
        label={t('consoleCampaigns.field.ranks')}
        extra={t('consoleCampaigns.field.anyHint')}
      >
        <Select
          mode="multiple"
          allowClear
          options={Object.entries(RANK).map(([name, code]) => ({
            value: code,
            label: t(`consoleCampaigns.rank.${name}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="statuses"
        label={t('consoleCampaigns.field.statuses')}
        extra={t('consoleCampaigns.field.anyHint')}
      >
        <Select
          mode="multiple"
          allowClear
          options={MEMBER_STATUSES.map((s) => ({
            value: s.value,
            label: t(`consoleApp.memberStatus.${s.name}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="countries"
        label={t('consoleCampaigns.field.countries')}
        extra={t('consoleCampaigns.field.countriesHint')}
      >
        <Select mode="tags" allowClear tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item name="category" label={t('consoleCampaigns.field.category')} rules={[required]}>
        <Select
          options={MESSAGE_CATEGORIES.map((c) => ({
            value: c,
            label: t(`consoleCampaigns.category.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('consoleCampaigns.field.title')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="body" label={t('consoleCampaigns.field.body')} rules={[required]}>
        <Input.TextArea rows={6} />
      </Form.Item>
      <Collapse
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'languages',
            label: t('consoleCampaigns.translations.title'),
            children: <Translations />,
          },
        ]}
      />
    </Form>
  );
}

/** The message in the other languages: members who prefer one read it; the others read English. */
function Translations() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('consoleCampaigns.translations.hint')}</p>
      {CAMPAIGN_TRANSLATION_LOCALES.map((language) => (
        <fieldset key={language} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend>
            <strong>{t(`consoleCampaigns.translations.language.${language}`)}</strong>
          </legend>
          <Form.Item
            name={['translations', language, 'title']}
            label={t('consoleCampaigns.translations.fieldTitle', {
              language: t(`consoleCampaigns.translations.language.${language}`),
            })}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={['translations', language, 'body']}
            label={t('consoleCampaigns.translations.fieldBody', {
              language: t(`consoleCampaigns.translations.language.${language}`),
            })}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
        </fieldset>
      ))}
    </>
  );
}
