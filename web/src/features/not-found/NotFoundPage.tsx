import { usePageReady } from '../../hooks/usePageReady';
import { useMessages } from '../../i18n';
import { useGoBack } from './useGoBack';

/** Spec §2 NotFound, in the screens' language (marked, so a screen reader speaks it as such). */
export function NotFoundPage() {
  usePageReady();
  const goBack = useGoBack();
  const { t, language } = useMessages();
  return (
    <main className="page page--centered not-found" lang={language}>
      <p className="not-found__code">404</p>
      <h1>{t('pageNotFound')}</h1>
      <button type="button" className="button button--primary" onClick={goBack}>
        {t('goBack')}
      </button>
    </main>
  );
}
