import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { Contact } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Address, email and phone of the company (or, for WT, of the marketplace). */
export function FooterContacts({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <address className="footer-contacts">
      <h2 className="footer-heading">{t('web.footer.contact')}</h2>
      <p>
        <EnvironmentOutlined aria-hidden /> <span>{contact.address}</span>
      </p>
      <p>
        <MailOutlined aria-hidden />{' '}
        <a
          href={`mailto:${contact.email}`}
          aria-label={t('web.footer.email', { email: contact.email })}
        >
          {contact.email}
        </a>
      </p>
      <p>
        <PhoneOutlined aria-hidden />{' '}
        <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
      </p>
    </address>
  );
}
