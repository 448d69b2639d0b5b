import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapidKeysFor } from '../src/modules/push/index.js';
import {
  cardProviderName,
  EnvError,
  isEmbedded,
  parseEnv,
  publicUrl,
  sslcommerzApiUrl,
  usesPaymentSandbox,
  usesSslcommerz,
  vapidSubject,
} from '../src/config/env.js';

describe('parseEnv', () => {
  it('gives embedded-mode defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.CLINIC_TIME_ZONE).toBe('Asia/Dhaka');
    expect(env.BOOKING_HORIZON_DAYS).toBe(60);
    expect(isEmbedded(env)).toBe(true);
    expect(publicUrl(env)).toBe('http://localhost:3000');
    expect(usesPaymentSandbox(env)).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('reads ADMIN_EMAILS as a lower-case list and refuses a malformed one', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Boss@Clinic.bd, ops@clinic.bd ' }).ADMIN_EMAILS).toEqual([
      'boss@clinic.bd',
      'ops@clinic.bd',
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: 'boss, ops@clinic.bd' })).toThrow(/ADMIN_EMAILS/);
  });

  it('reads the consultation settings: room hours, and STUN and TURN URLs with the TURN secret', () => {
    const defaults = parseEnv({});
    expect(defaults.CONSULTATION_EARLY_JOIN_MINUTES).toBe(10);
    expect(defaults.CONSULTATION_LATE_MINUTES).toBe(30);
    expect(defaults.ICE_STUN_URLS).toEqual([]);
    expect(defaults.ICE_TURN_URLS).toEqual([]);
    const env = parseEnv({
      CONSULTATION_EARLY_JOIN_MINUTES: '0',
      CONSULTATION_LATE_MINUTES: '100000',
      ICE_STUN_URLS: 'stun:a.example:3478, stun:b.example:3478',
      ICE_TURN_URLS: 'turn:t.example:3478?transport=udp,turns:t.example:5349',
      ICE_TURN_SECRET: 'a-long-enough-turn-secret',
    });
    expect(env.CONSULTATION_EARLY_JOIN_MINUTES).toBe(0);
    expect(env.CONSULTATION_LATE_MINUTES).toBe(100000);
    expect(env.ICE_STUN_URLS).toEqual(['stun:a.example:3478', 'stun:b.example:3478']);
    expect(env.ICE_TURN_URLS).toEqual([
      'turn:t.example:3478?transport=udp',
      'turns:t.example:5349',
    ]);
    expect(() => parseEnv({ CONSULTATION_LATE_MINUTES: '-5' })).toThrow(
      /CONSULTATION_LATE_MINUTES/,
    );
    expect(() => parseEnv({ ICE_STUN_URLS: 'http://stun.example' })).toThrow(/ICE_STUN_URLS/);
    expect(() => parseEnv({ ICE_TURN_URLS: 'stun:t.example' })).toThrow(/ICE_TURN_URLS/);
    expect(() => parseEnv({ ICE_TURN_URLS: 'turn:t.example:3478' })).toThrow(/ICE_TURN_SECRET/);
  });

  it('reads the appointment change settings: reschedule cutoff and limit, refund cutoff', () => {
    const defaults = parseEnv({});
    expect(defaults.CHANGE_CUTOFF_HOURS).toBe(6);
    expect(defaults.MAX_RESCHEDULES).toBe(2);
    expect(defaults.REFUND_CUTOFF_HOURS).toBe(0);
    const env = parseEnv({
      CHANGE_CUTOFF_HOURS: '12',
      MAX_RESCHEDULES: '0',
      REFUND_CUTOFF_HOURS: '24',
    });
    expect([env.CHANGE_CUTOFF_HOURS, env.MAX_RESCHEDULES, env.REFUND_CUTOFF_HOURS]).toEqual([
      12, 0, 24,
    ]);
    expect(() => parseEnv({ MAX_RESCHEDULES: '1.5' })).toThrow(/MAX_RESCHEDULES/);
    expect(() => parseEnv({ REFUND_CUTOFF_HOURS: '-1' })).toThrow(/REFUND_CUTOFF_HOURS/);
    expect(() => parseEnv({ CHANGE_CUTOFF_HOURS: 'soon' })).toThrow(/CHANGE_CUTOFF_HOURS/);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses; true is one hop', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    for (const wrong of ['yes', '-1', '1.5', 'nginx', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8,'])
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY must be a hop/);
  });

  it('stops with a message naming a wrong variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ CLINIC_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CLINIC_TIME_ZONE/);
    expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(EnvError);
  });

  it('requires the secret and the public URL in server mode', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /AUTH_SECRET, PUBLIC_URL, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, SMTP_URL/,
    );
    expect(() =>
      parseEnv({
        DATABASE_URL: 'postgres://localhost/x',
        PUBLIC_URL: 'https://sustho.example',
        AUTH_SECRET: 'short',
      }),
    ).toThrow(/AUTH_SECRET/);
    const env = parseEnv({
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://sustho.example',
      AUTH_SECRET: 'x'.repeat(32),
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX_ONLY: 'true',
    });
    expect(isEmbedded(env)).toBe(false);
    expect(usesPaymentSandbox(env)).toBe(true);
  });

  it('stops server mode without SMTP unless the mail folder is chosen on purpose', () => {
    const serverMode = {
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://sustho.example',
      AUTH_SECRET: 'x'.repeat(32),
      PAYMENTS_SANDBOX: 'true',
    };
    expect(() => parseEnv(serverMode)).toThrow(/needs SMTP_URL[\s\S]*MAIL_OUTBOX_ONLY=true/);
    expect(parseEnv({ ...serverMode, SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBeTruthy();
    expect(parseEnv({ ...serverMode, MAIL_OUTBOX_ONLY: 'true' }).MAIL_OUTBOX_ONLY).toBe(true);
  });

  it('reads the clinic currency, USD unless told, and refuses any other', () => {
    expect(parseEnv({}).CURRENCY).toBe('USD');
    expect(parseEnv({ CURRENCY: 'BDT' }).CURRENCY).toBe('BDT');
    expect(() => parseEnv({ CURRENCY: 'EUR' })).toThrow(/CURRENCY/);
    expect(() => parseEnv({ CURRENCY: 'bdt' })).toThrow(/CURRENCY/);
  });

  it('takes SSLCommerz with its store id and password together, live unless told it is a sandbox store', () => {
    expect(() => parseEnv({ SSLCOMMERZ_STORE_ID: 'clinic' })).toThrow(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together',
    );
    const store = { SSLCOMMERZ_STORE_ID: 'clinic', SSLCOMMERZ_STORE_PASSWORD: 'secret' };
    expect(usesSslcommerz(parseEnv(store))).toBe(true);
    expect(usesSslcommerz(parseEnv({}))).toBe(false);
    expect(sslcommerzApiUrl(parseEnv(store))).toBe('https://securepay.sslcommerz.com');
    expect(sslcommerzApiUrl(parseEnv({ ...store, SSLCOMMERZ_SANDBOX: 'true' }))).toBe(
      'https://sandbox.sslcommerz.com',
    );
    expect(
      sslcommerzApiUrl(parseEnv({ ...store, SSLCOMMERZ_API_URL: 'http://127.0.0.1:9/' })),
    ).toBe('http://127.0.0.1:9');
  });

  it('lets server mode take payments through SSLCommerz alone, with no card provider', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://localhost/x',
      PUBLIC_URL: 'https://sustho.example',
      AUTH_SECRET: 'x'.repeat(32),
      MAIL_OUTBOX_ONLY: 'true',
      SSLCOMMERZ_STORE_ID: 'clinic',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    });
    expect(cardProviderName(env)).toBeNull();
    expect(usesSslcommerz(env)).toBe(true);
  });

  it('reads CLINIC_HOURS as opening, contact and platform hours, and refuses a malformed one', () => {
    expect(parseEnv({}).CLINIC_HOURS).toEqual({
      opening: { firstDay: 0, lastDay: 6, opens: '09:00', closes: '17:00' },
      contact: { firstDay: 6, lastDay: 4, opens: '10:00', closes: '19:00' },
      platform: null,
    });
    expect(
      parseEnv({
        CLINIC_HOURS: 'platform=sun-thu 08:00-22:00;opening=Sun-Thu 09:30-13:00;contact=always',
      }).CLINIC_HOURS,
    ).toEqual({
      opening: { firstDay: 0, lastDay: 4, opens: '09:30', closes: '13:00' },
      contact: null,
      platform: { firstDay: 0, lastDay: 4, opens: '08:00', closes: '22:00' },
    });
    for (const wrong of [
      'opening=daily 09:00-17:00; contact=always',
      'opening=daily 09:00-17:00; contact=always; platform=always; opening=always',
      'opening=daily 17:00-09:00; contact=always; platform=always',
      'opening=sat-fun 09:00-17:00; contact=always; platform=always',
      'opening=daily 9-5; contact=always; platform=always',
    ])
      expect(() => parseEnv({ CLINIC_HOURS: wrong })).toThrow(/CLINIC_HOURS/);
  });

  it('reads the app store links, none unless set', () => {
    expect(parseEnv({}).APP_STORE_URL).toBeUndefined();
    const env = parseEnv({
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=bd.sustho',
    });
    expect(env.GOOGLE_PLAY_URL).toBe('https://play.google.com/store/apps/details?id=bd.sustho');
    expect(() => parseEnv({ APP_STORE_URL: 'not a link' })).toThrow(/APP_STORE_URL/);
  });
});

describe('Web Push settings (decision 052)', () => {
  it('takes VAPID keys together, and a subject from MAIL_FROM by default', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'public' })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(vapidSubject(parseEnv({}))).toBe('mailto:no-reply@sustho.local');
    expect(vapidSubject(parseEnv({ MAIL_FROM: 'clinic@example.com' }))).toBe(
      'mailto:clinic@example.com',
    );
    expect(vapidSubject(parseEnv({ VAPID_SUBJECT: 'https://clinic.example' }))).toBe(
      'https://clinic.example',
    );
    expect(() => parseEnv({ VAPID_SUBJECT: 'clinic@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it("reads PUSH_SERVICE_HOSTS as a lower-case list, the browsers' push services by default", () => {
    expect(parseEnv({}).PUSH_SERVICE_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.notify.windows.com',
      'web.push.apple.com',
    ]);
    expect(
      parseEnv({ PUSH_SERVICE_HOSTS: ' Push.Example.com, 127.0.0.1 ' }).PUSH_SERVICE_HOSTS,
    ).toEqual(['push.example.com', '127.0.0.1']);
    expect(() => parseEnv({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
  });

  it('generates VAPID keys into the data folder once in embedded mode, and none in server mode', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const first = vapidKeysFor(parseEnv({ DATA_DIR: dataDir }));
      expect(first.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
      expect(vapidKeysFor(parseEnv({ DATA_DIR: dataDir }))).toEqual(first);
      const server = parseEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://db.example/sustho',
        AUTH_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://clinic.example',
        PAYMENTS_SANDBOX: 'true',
        MAIL_OUTBOX_ONLY: 'true',
      });
      expect(vapidKeysFor(server)).toEqual({});
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
