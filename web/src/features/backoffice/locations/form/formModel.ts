import {
  apiErrorBodySchema,
  defaultTimeZoneForCountry,
  EMPTY_GUID,
  type Country,
  type LocationInput,
} from '@inroom/shared';
import { hasStatus } from '../../AccessNotice';

// The location form's working copy (spec §2 Location form) and its way to and from the API: the
// form edits plain strings; the body it sends is exactly `LocationInput` (no view-only fields).

export interface ContactDraft {
  /** React key: stable while contacts are added and removed, never sent. */
  key: string;
  id: string;
  name: string;
  countryCode: string;
  phoneNumber: string;
  isActive: boolean;
}

export interface ChildLocationDraft {
  childLocationId: string;
  /** Shown in the list; the body carries only the id and the position. */
  name: string;
}

/** The plain fields of a location: the same in the form's working copy and in what it starts from. */
interface LocationFields {
  id: string;
  name: string;
  description: string;
  address: string;
  zip: string;
  city: string;
  countryId: string;
  phone: string;
  email: string;
  image: string;
  isActive: boolean;
  /** The saved location's version, sent back so a save over someone else's is refused. */
  version?: number;
}

export interface LocationFormValues extends LocationFields {
  timeZone: string;
  contacts: ContactDraft[];
  childLocations: ChildLocationDraft[];
}

/** What the form starts from: the blank of location/getnew or the back-office view. */
export interface LocationSource extends LocationFields {
  /** Typed `unknown` by the request schema's input type; a string when present. */
  timeZone?: unknown;
  contacts?: readonly Omit<ContactDraft, 'key'>[];
  childLocations?: readonly { childLocationId: string; childLocation?: { name: string } }[];
}

/** A message per field, keyed as the API's `fields` are ('name', 'contacts.0.phoneNumber'). */
export type FieldMessages = Record<string, string>;

/** The source's time zone, or '' for a blank location. */
export const timeZoneOf = (source: LocationSource): string =>
  typeof source.timeZone === 'string' ? source.timeZone : '';

let contactKeys = 0;
export const nextContactKey = (): string => `contact-${(contactKeys += 1)}`;

export function formValuesOf(source: LocationSource): LocationFormValues {
  return {
    id: source.id || EMPTY_GUID,
    name: source.name ?? '',
    description: source.description ?? '',
    address: source.address ?? '',
    zip: source.zip ?? '',
    city: source.city ?? '',
    countryId: source.countryId ?? '',
    phone: source.phone ?? '',
    email: source.email ?? '',
    image: source.image ?? '',
    isActive: source.isActive ?? true,
    ...(source.version === undefined ? {} : { version: source.version }),
    timeZone: timeZoneOf(source),
    contacts: (source.contacts ?? []).map((contact) => ({
      key: nextContactKey(),
      id: contact.id,
      name: contact.name,
      countryCode: contact.countryCode,
      phoneNumber: contact.phoneNumber,
      isActive: contact.isActive,
    })),
    childLocations: (source.childLocations ?? []).map((link) => ({
      childLocationId: link.childLocationId,
      name: link.childLocation?.name ?? '',
    })),
  };
}

/** The body of location/create and location/update: the form's fields, nothing view-only. */
export function toLocationInput(values: LocationFormValues): LocationInput {
  return {
    id: values.id,
    name: values.name,
    description: values.description,
    address: values.address,
    zip: values.zip,
    city: values.city,
    countryId: values.countryId,
    phone: values.phone,
    email: values.email,
    image: values.image,
    isActive: values.isActive,
    ...(values.version === undefined ? {} : { version: values.version }),
    // Left out when empty: the server then uses the country's zone.
    ...(values.timeZone ? { timeZone: values.timeZone } : {}),
    contacts: values.contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      countryCode: contact.countryCode,
      phoneNumber: contact.phoneNumber,
      isActive: contact.isActive,
    })),
    childLocations: values.childLocations.map((link, index) => ({
      childLocationId: link.childLocationId,
      sortOrder: index,
    })),
  };
}

/**
 * What a failed save shows in its form: the field messages of a 400, or else under `form` the
 * message of a 409 (the record was saved by someone else since the form was loaded) or a 404 (it
 * was deleted meanwhile, perhaps with its category: "Menu item not found"), so the form says why
 * saving again will not help.
 */
export function saveErrorsOf(error: unknown): FieldMessages {
  const { message, fields } = apiErrorOf(error);
  if (Object.keys(fields).length > 0) return fields;
  return message && hasStatus(error, 409, 404) ? { form: message } : {};
}

/** The calling code of a country ('45' for DK), or '' when the country is unknown. */
export function callingCodeOf(countries: readonly Country[], countryId: string): string {
  return countries.find((country) => country.id === countryId)?.callingCode ?? '';
}

/** Countries by name, as the Country select lists them. */
export function countriesByName(countries: readonly Country[]): Country[] {
  return [...countries].sort((a, b) => a.name.localeCompare(b.name));
}

export interface CallingCodeOption {
  code: string;
  /** The countries that share the code (+1, +7, +44), for the option's tooltip. */
  countryNames: string;
}

/** One option per calling code, in numeric order: '+1' is shared by many countries. */
export function callingCodeOptions(countries: readonly Country[]): CallingCodeOption[] {
  const byCode = new Map<string, string[]>();
  for (const country of countriesByName(countries)) {
    if (!country.callingCode) continue;
    byCode.set(country.callingCode, [...(byCode.get(country.callingCode) ?? []), country.name]);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([code, names]) => ({ code, countryNames: names.join(', ') }));
}

function supportedTimeZones(): string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/**
 * The zones the Time zone select offers: every zone the browser knows, plus the ones in use (the
 * saved zone, the country's default and UTC may be spelt differently or missing from the list).
 */
export function timeZoneOptions(inUse: readonly string[]): string[] {
  const zones = new Set(supportedTimeZones());
  for (const zone of [...inUse, 'UTC']) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/**
 * Whether the zone was chosen by someone rather than taken from the country: a saved location whose
 * zone is its country's default still follows a change of country.
 */
export function isChosenTimeZone(timeZone: string, countryId: string): boolean {
  return timeZone !== '' && timeZone !== defaultTimeZoneForCountry(countryId);
}

/** The message and per-field messages of a failed call (an RTK Query error), if it has them. */
export function apiErrorOf(error: unknown): { message?: string; fields: FieldMessages } {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  const parsed = apiErrorBodySchema.safeParse(data);
  if (!parsed.success) return { fields: {} };
  return { message: parsed.data.error.message, fields: parsed.data.error.fields ?? {} };
}
