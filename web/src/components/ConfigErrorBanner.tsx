import { useConfigResult } from '../app/ConfigContext';

/** Says plainly that the deployment's /config.json is broken, instead of failing silently later. */
export function ConfigErrorBanner() {
  const result = useConfigResult();
  if (result.ok) return null;
  return (
    <div className="config-error" role="alert">
      <strong>Configuration error.</strong> {result.error}. Ordering may work, but sign-in and
      company details are unavailable.
    </div>
  );
}
