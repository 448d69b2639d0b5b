import { afterEach } from 'vitest';
import { clock } from '../src/lib/clock.js';

afterEach(() => clock.reset());
