import { Suspense } from 'react';
import { useRuntimeConfig } from '../../app/ConfigContext';
import { lazyRetrying } from '../../app/retrying-import';
import { usePageReady } from '../../hooks/usePageReady';
import { prefersDanish } from './terms/language';
import './terms/terms.css';

// Each language is its own small chunk, loaded only on this page: guests on a location page do not
// download legal text, and a guest reading the terms downloads one language.
const TermsEnglish = lazyRetrying(
  () => import('./terms/en'),
  (terms) => terms.TermsEnglish,
);
const TermsDanish = lazyRetrying(
  () => import('./terms/da'),
  (terms) => terms.TermsDanish,
);

/** Spec §2 Terms page: Danish for a da or da-DK browser, English otherwise. */
export function TermsPage() {
  usePageReady();
  const company = useRuntimeConfig()?.company ?? null;
  const Terms = prefersDanish(navigator.language) ? TermsDanish : TermsEnglish;
  return (
    <Suspense
      fallback={
        <main className="page page--loading terms-page">
          <p className="notice" role="status">
            Loading...
          </p>
        </main>
      }
    >
      <main className="page terms-page">
        <Terms company={company} />
      </main>
    </Suspense>
  );
}
