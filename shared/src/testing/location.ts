import { CONTACT_ID, GARLIC_ID, HOTEL_ID } from './ids';
import { name } from './translations';

/** Hotel Nord's own fields, without its contacts, children or country. */
export const locationFields = (changes: Record<string, unknown> = {}) => ({
  id: HOTEL_ID,
  name: 'Hotel Nord',
  description: 'A small hotel by the harbour',
  address: 'Nørregade 1',
  zip: '1165',
  city: 'Copenhagen',
  countryId: 'DK',
  phone: '+4533120044',
  email: 'desk@hotelnord.dk',
  image: 'demo/hotel.png',
  isActive: true,
  timeZone: 'Europe/Copenhagen',
  ...changes,
});

/** The reception's number, as the location form sends it. */
export const contact = (changes: Record<string, unknown> = {}) => ({
  id: CONTACT_ID,
  name: 'Reception',
  countryCode: '45',
  phoneNumber: '20112233',
  isActive: true,
  ...changes,
});

/** Garlic, an ingredient of Hotel Nord, named in English. */
export const ingredient = (changes: Record<string, unknown> = {}) => ({
  id: GARLIC_ID,
  locationId: HOTEL_ID,
  translations: [name('en', 'Garlic')],
  ...changes,
});
