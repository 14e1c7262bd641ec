import { LIBRARY_CATEGORIES, LIBRARY_QUERY_MAX } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { DocumentList } from './document-list';
import { categoriesQuery } from './api/library-categories';
import { documentsQuery, type LibraryFilter } from './api/library-documents';
import { filterOf, searchOf } from './library-paths';

/**
 * Search box, category filter and the paged documents; the filter lives in the address, so
 * a search can be reloaded or shared. `fixed` pins a category (the member tools page).
 */
export function LibraryBrowser({ fixed }: { fixed?: LibraryFilter['category'] }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = { ...filterOf(search), ...(fixed ? { category: fixed } : {}) };
  const [text, setText] = useState(filter.q ?? '');
  // back/forward changes the address: the box shows the search of the page shown
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    setText(filter.q ?? '');
  }
  const categories = useQuery(categoriesQuery(i18n.language));
  const docs = useQuery(documentsQuery(i18n.language, filter));
  const apply = (next: Partial<LibraryFilter>) =>
    setSearch(searchOf({ ...filter, page: 1, ...next }), { replace: false });
  const searchId = useUniqueId('library-search');
  const counts = new Map(categories.data?.categories.map((c) => [c.code, c.count]));
  return (
    <div className="library">
      <Form
        className="library-filter"
        layout="vertical"
        role="search"
        onFinish={() => apply({ q: text.trim() || undefined })}
      >
        <Form.Item label={t('library.search.label')} htmlFor={searchId}>
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={LIBRARY_QUERY_MAX}
            placeholder={t('library.search.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
        {!fixed && (
          <Form.Item label={t('library.category.label')} htmlFor={`${searchId}-category`}>
            <Select
              id={`${searchId}-category`}
              value={filter.category ?? ''}
              onChange={(v: string) =>
                apply({ category: (v || undefined) as LibraryFilter['category'] })
              }
              options={[
                { value: '', label: t('library.category.all') },
                ...LIBRARY_CATEGORIES.map((c) => ({
                  value: c,
                  label: counts.has(c)
                    ? `${t(`library.category.${c}`)} (${counts.get(c)})`
                    : t(`library.category.${c}`),
                })),
              ]}
            />
          </Form.Item>
        )}
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit">
            {t('library.search.submit')}
          </Button>
        </Form.Item>
      </Form>
      {docs.data && docs.data.lang !== i18n.language && docs.data.lang === 'en' && (
        <Alert type="info" showIcon message={t('library.langFallback')} />
      )}
      {docs.isError ? (
        <Alert
          type="error"
          showIcon
          message={messageOf(docs.error, t)}
          description={t('library.error')}
          action={<Button onClick={() => void docs.refetch()}>{t('library.retry')}</Button>}
        />
      ) : (
        <DocumentList
          items={docs.data?.items}
          total={docs.data?.total ?? 0}
          page={filter.page}
          pageSize={docs.data?.pageSize ?? 10}
          loading={docs.isFetching}
          onPage={(page) => apply({ page })}
        />
      )}
    </div>
  );
}
