import { allLanguages } from '@inroom/shared';
import { defineHandler } from '../http/handler';

export const getAllLanguages = defineHandler({}, async () => allLanguages());
