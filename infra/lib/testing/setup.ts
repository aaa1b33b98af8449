import { afterAll } from 'vitest';
import { removeTestTempDirs } from './temp-dirs';

afterAll(removeTestTempDirs);
