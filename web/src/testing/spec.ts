// What the spec fixes, for the component tests here and the browser tests in test/e2e alike. No
// imports: test/e2e reads this file from outside the web workspace.

/** Spec §2: the columns of the back-office locations list, in order. */
export const LOCATIONS_LIST_COLUMNS = [
  'Name',
  'Address',
  'Zip',
  'City',
  'Country',
  'Phone',
  'Email',
  'Description',
  'Contacts',
  'Edit',
] as const;
