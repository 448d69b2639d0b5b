/**
 * The API server (src/server.ts) with its clock moved to TEST_CLOCK_AT and running on from there,
 * for tests that need a consultation room open at any hour of the real day or several API
 * processes at a moment of their choosing (reminders falling due). Tests only: production has no
 * way to move the clock.
 */
import { clock } from '../src/lib/clock.js';

const at = process.env.TEST_CLOCK_AT;
if (!at || Number.isNaN(Date.parse(at))) throw new Error('TEST_CLOCK_AT must be an ISO instant');
clock.travel(at);
await import('../src/server.js');
