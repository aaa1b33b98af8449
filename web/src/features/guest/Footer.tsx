import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../app/ConfigContext';
import { useMessages } from '../../i18n';

/** Spec §2 Footer: the operating company's legal details, from /config.json. */
export function Footer() {
  const company = useRuntimeConfig()?.company;
  const { t } = useMessages();
  return (
    <footer className="site-footer">
      {company && (
        <address className="site-footer__company">
          <strong>{company.name}</strong>
          <span>{company.address}</span>
          <span>{company.registrationNumber}</span>
          <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </address>
      )}
      {/* A new tab keeps the guest's basket page where it was (spec §2). */}
      <Link to="/termsandconditions" target="_blank" rel="noopener">
        {t('terms')}
      </Link>
    </footer>
  );
}
