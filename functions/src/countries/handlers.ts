import { allCountries } from './reference';
import { defineHandler } from '../http/handler';

/** Reference data from shared (ISO lists and Intl): no store read, same answer on every call. */
export const getAllCountries = defineHandler({}, async () => allCountries());
