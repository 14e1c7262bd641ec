import {
  COMPANY_CODES,
  CONSOLE_CONTENT_CALLS,
  PLATFORMS,
  formatBusinessTime,
  type CompanyCode,
  type ConsoleCarouselSlide,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { fromBusinessInput } from './news-calls';

type Slide = ConsoleCarouselSlide;
interface NewSlide {
  title: string;
  imageUrl: string;
  linkUrl?: string;
  platform: Slide['platform'];
  startsAt?: string;
  endsAt?: string;
}

/**
 * A company's dashboard carousel: add a slide, move one up or down, remove one, then save the
 * list (nothing changes for members until it is saved).
 */
export default function CarouselPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const companies = me.companies ?? [...COMPANY_CODES];
  const [company, setCompany] = useState<CompanyCode>(companies[0] as CompanyCode);
  // the operator's unsaved list; undefined while it is the saved one
  const [edited, setSlides] = useState<Slide[]>();
  const [form] = Form.useForm<NewSlide>();
  const client = useQueryClient();
  const key = ['console', 'carousel', company];
  const carousel = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CONTENT_CALLS.carousel, { query: { companyCode: company }, signal }),
  });
  const slides = edited ?? carousel.data?.slides;
  const save = useMutation({
    mutationFn: (list: Slide[]) =>
      callConsole(CONSOLE_CONTENT_CALLS.carouselSave, {
        body: { companyCode: company, slides: list },
      }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      setSlides(undefined);
    },
  });
  const change = (next: Slide[]) => {
    save.reset();
    setSlides(next);
  };
  const move = (index: number, by: number) => {
    const next = [...(slides ?? [])];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
  };
  const add = (v: NewSlide) => {
    change([
      ...(slides ?? []),
      {
        title: v.title,
        imageUrl: v.imageUrl,
        linkUrl: v.linkUrl?.trim() || null,
        platform: v.platform,
        startsAt: v.startsAt ? fromBusinessInput(v.startsAt) : null,
        endsAt: v.endsAt ? fromBusinessInput(v.endsAt) : null,
      },
    ]);
    form.resetFields();
  };
  const list = slides ?? [];
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  return (
    <>
      <PageTitle>{t('consoleContent.carousel.title')}</PageTitle>
      <Typography.Paragraph type="secondary">
        {t('consoleContent.carousel.intro')}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<CompanyCode>
          aria-label={t('consoleContent.field.company')}
          style={{ width: 180 }}
          value={company}
          onChange={(c) => {
            save.reset();
            setSlides(undefined);
            setCompany(c);
          }}
          options={companies.map((c) => ({ value: c as CompanyCode, label: c }))}
        />
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(list)}>
          {t('consoleContent.carousel.save')}
        </Button>
      </Space>
      {save.isSuccess && (
        <Alert role="status" type="success" showIcon title={t('consoleContent.carousel.saved')} />
      )}
      <ErrorAlert error={carousel.error ?? save.error} />
      <Table<Slide>
        rowKey={(s) => `${s.platform}-${s.title}-${s.imageUrl}`}
        dataSource={list}
        loading={carousel.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleContent.carousel.empty') }}
        columns={[
          { title: t('consoleContent.field.title'), dataIndex: 'title' },
          { title: t('consoleContent.carousel.platform'), dataIndex: 'platform' },
          { title: t('consoleContent.carousel.image'), dataIndex: 'imageUrl' },
          {
            title: t('consoleContent.carousel.when'),
            render: (_, s) =>
              `${s.startsAt ? formatBusinessTime(s.startsAt) : '…'} – ${s.endsAt ? formatBusinessTime(s.endsAt) : '…'}`,
          },
          {
            title: t('consoleContent.actions'),
            render: (_, s, i) => (
              <Space wrap>
                <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                  {t('consoleContent.carousel.up')}
                </Button>
                <Button size="small" disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                  {t('consoleContent.carousel.down')}
                </Button>
                <Button size="small" danger onClick={() => change(list.filter((x) => x !== s))}>
                  {t('consoleContent.carousel.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Card
        title={<h2 className="card-title">{t('consoleContent.carousel.add')}</h2>}
        style={{ marginTop: 16 }}
      >
        <Form<NewSlide>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ platform: 'bzz' }}
          onFinish={add}
        >
          <Form.Item name="title" label={t('consoleContent.field.title')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="imageUrl"
            label={t('consoleContent.carousel.image')}
            extra={t('consoleContent.carousel.addressHint')}
            rules={[required]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="linkUrl" label={t('consoleContent.carousel.link')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="platform" label={t('consoleContent.carousel.platform')}>
            <Select options={PLATFORMS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
          <Form.Item name="startsAt" label={t('consoleContent.carousel.startsAt')}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="endsAt" label={t('consoleContent.carousel.endsAt')}>
            <Input type="datetime-local" />
          </Form.Item>
          <Button htmlType="submit">{t('consoleContent.carousel.addButton')}</Button>
        </Form>
      </Card>
    </>
  );
}
