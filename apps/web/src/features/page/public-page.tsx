import { isPageCode } from '@portal/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COOKIE, readCookie } from '../../lib/session/cookies';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import type { PageProps } from '../../shared/ui/page-props';
import { usePublicPage, type PublicPageQuery } from './api/public-page';

function queryOf(params: URLSearchParams): PublicPageQuery {
  const query: PublicPageQuery = {};
  const companyCode = params.get('companyCode') ?? readCookie(COOKIE.companyCode);
  const characterCoding = params.get('characterCoding');
  const platformName = params.get('platformName');
  if (companyCode) query.companyCode = companyCode;
  if (characterCoding) query.characterCoding = characterCoding;
  if (platformName) query.platformName = platformName;
  return query;
}

/**
 * /privatePolicy, /returnPolicy, /shippingInformation, /termsAndCondition, /agreement: the
 * company's content from GET /sys/page. The HTML is written by the operator, not members.
 */
export default function PublicPage({ titleKey, params }: PageProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const pageCode = params?.pageCode ?? '';
  const code = isPageCode(pageCode) ? pageCode : 'agreement';
  const page = usePublicPage(code, queryOf(search), i18n.language);

  return (
    <article className="panel public-page">
      <h1 className="page-title">{page.data?.title ?? t(titleKey)}</h1>
      {page.isPending && <Loading />}
      {page.isError && <Alert type="error" showIcon message={messageOf(page.error, t)} />}
      {page.data && (
        <div
          className="public-page-body"
          lang={page.data.locale}
          dangerouslySetInnerHTML={{ __html: page.data.html }}
        />
      )}
    </article>
  );
}
