import { startSslcommerzStub } from './sslcommerz-stub.js';

/** The stub as a process of its own, for the browser tests (e2e/playwright.config.ts starts it). */
const stub = await startSslcommerzStub({ port: Number(process.env.SSLCOMMERZ_STUB_PORT) });
process.stdout.write(`SSLCommerz stub on ${stub.url}\n`);
process.on('SIGTERM', () => void stub.close().then(() => process.exit(0)));
