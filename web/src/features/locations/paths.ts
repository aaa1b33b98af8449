/** The guests' list of locations (spec §2, the home page), under /api. */
export const LOCATION_LIST_PATH = 'location/getall';
