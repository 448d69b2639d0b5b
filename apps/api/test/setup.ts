import { afterAll, afterEach } from 'vitest';
import { clock } from '../src/lib/clock.js';
import { closeWhatThisFileOpened } from './helper.js';

afterEach(() => clock.reset());
// Registered first, so it runs after the file's own afterAll hooks.
afterAll(closeWhatThisFileOpened);
