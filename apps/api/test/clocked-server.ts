/**
 * The API server on a clock the test chose (TEST_NOW), so a test can run several real API
 * processes at a moment of its choosing, as the in-process tests do with clock.set.
 */
import { clock } from '../src/lib/clock.js';

clock.set(process.env.TEST_NOW!);
await import('../src/server.js');
