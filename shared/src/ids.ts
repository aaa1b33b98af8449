/** The all-zero GUID marks a record that has not been saved yet (spec §3). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export const isNewId = (id: string | null | undefined): boolean => !id || id === EMPTY_GUID;
