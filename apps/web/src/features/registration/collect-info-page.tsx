import { Button, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useSponsorLink } from './api/sponsor-link';
import { readDone } from './registration-draft';
import { RegistrationForm } from './registration-form';

/** /collectInfo and its steps: the form from a sponsor's link, then the success page. */
export default function CollectInfoPage({ titleKey }: PageProps) {
  const { pathname } = useLocation();
  if (pathname.endsWith('/submitSuccessful')) return <SubmitSuccessful titleKey={titleKey} />;
  return <Application />;
}

function Application() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const sponsor = search.get('sponsor') ?? '';
  const lang = search.get('lang');
  useEffect(() => {
    if (lang && lang !== i18n.language) void i18n.changeLanguage(lang).catch(() => {});
  }, [lang, i18n]);
  const link = useSponsorLink(sponsor);
  return (
    <PageFrame titleKey="registration.title">
      {link.isLoading ? (
        <Spin aria-label={t('web.loading')} />
      ) : link.data ? (
        <>
          <Typography.Paragraph>
            {t('registration.intro', {
              sponsor: link.data.sponsorName,
              login: link.data.sponsorLoginName,
            })}
          </Typography.Paragraph>
          <RegistrationForm link={link.data} />
        </>
      ) : (
        <Result
          status="warning"
          title={t('registration.invalidLink.title')}
          subTitle={t('registration.invalidLink.body')}
        />
      )}
    </PageFrame>
  );
}

/**
 * The registration's confirmation: only for a registration this browser tab sent (its answer,
 * kept by the form). Opened any other way, it claims nothing and shows the ways on.
 */
function SubmitSuccessful({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const done = readDone();
  if (!done) {
    return (
      <PageFrame titleKey="registration.title">
        <Result
          status="info"
          title={t('registration.none.title')}
          subTitle={t('registration.none.body')}
          extra={
            <Button type="primary" href="/login">
              {t('registration.done.login')}
            </Button>
          }
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame titleKey={titleKey}>
      <Result
        status="success"
        title={t('registration.done.title')}
        subTitle={
          <>
            <p>{t('registration.done.body', { loginName: done.loginName })}</p>
            <p>
              {done.placement
                ? t('registration.done.placed', {
                    parent: done.placement.parentLoginName,
                    side: t(`registration.placement.${done.placement.side}`),
                  })
                : t('registration.done.held')}
            </p>
          </>
        }
        extra={
          <Button type="primary" href="/login">
            {t('registration.done.login')}
          </Button>
        }
      />
    </PageFrame>
  );
}
