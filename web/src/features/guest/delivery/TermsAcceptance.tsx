import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCheckoutMessages } from '../../../i18n/checkout';

interface TermsAcceptanceProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shown when the guest tried to pay before accepting (the Enter key submits the form). */
  error?: string;
}

/** The delivery page's 'Terms and conditions' section: a link to read them and the switch. */
export function TermsAcceptance({ accepted, onChange, error }: TermsAcceptanceProps) {
  const headingId = useId();
  const errorId = useId();
  const { t } = useCheckoutMessages();
  return (
    <section className="delivery__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('termsHeading')}</h2>
      <p className="delivery__terms-link">
        {/* A new tab keeps this form as the guest left it (spec §2). */}
        <Link to="/termsandconditions" target="_blank" rel="noopener">
          {t('readTerms')}
          <span className="visually-hidden">{t('opensInNewTab')}</span>
        </Link>
      </p>
      <label className="delivery-switch">
        <input
          type="checkbox"
          role="switch"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('acceptTerms')}</span>
      </label>
      {error && (
        <p id={errorId} className="delivery-field__error">
          {error}
        </p>
      )}
    </section>
  );
}
