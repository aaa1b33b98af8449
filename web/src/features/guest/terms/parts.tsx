import type { RuntimeConfig } from '@inroom/shared';

// Pieces both languages of the terms use. The company's details come from /config.json; when it is
// missing (the app shows a configuration error) the texts still read, without the details.

export type Company = RuntimeConfig['company'] | null;

/** The EU Commission's online dispute resolution platform (spec §2 Terms page). */
export const ODR_URL = 'https://ec.europa.eu/consumers/odr';

export function CompanyDetails({ company }: { company: Company }) {
  if (!company) return null;
  return (
    <address className="terms__company">
      <strong>{company.name}</strong>
      <span>{company.address}</span>
      <span>{company.registrationNumber}</span>
      <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
      <EmailLink company={company} fallback="" />
    </address>
  );
}

/** The company's e-mail as a link, or `fallback` when it is unknown. */
export function EmailLink({ company, fallback }: { company: Company; fallback: string }) {
  if (!company) return <>{fallback}</>;
  return <a href={`mailto:${company.email}`}>{company.email}</a>;
}

export function OdrLink() {
  return <a href={ODR_URL}>{ODR_URL}</a>;
}
