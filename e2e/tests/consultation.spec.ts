import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { logIn } from '../support/accounts';
import { runApiScript, startApiServer, type ApiServer } from '../support/api-servers';
import { FAKE_MEDIA_LAUNCH_OPTIONS } from '../support/fake-media';

/**
 * The consultation room (issue 15) with two real browsers: the patient and the doctor join, see
 * and hear each other (Chromium's fake camera and microphone), chat, go audio only, and the doctor
 * reloads and reconnects. On two API processes sharing one PostgreSQL (the patient on one, the
 * doctor on the other: signalling meets through LISTEN/NOTIFY), and on the embedded database with
 * one process. The servers' clock is moved into the booking's room hour (clocked-server.ts).
 * A last test runs coturn and checks that a relay-only call connects with the derived credentials.
 */

test.use({ launchOptions: FAKE_MEDIA_LAUNCH_OPTIONS });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const TURN_SECRET = 'sustho-e2e-turn-secret-2026';
const TIMED_JOINS = 5;

interface Fixture {
  databaseUrl?: string;
  bookingId: string;
  patient: { email: string; password: string };
  doctor: { email: string; password: string };
  clockAt: string;
}

async function createFixture(env: Record<string, string>): Promise<Fixture> {
  const out = await runApiScript(['test/consultation-fixture.ts', 'create'], env);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Fixture;
}

const pageErrors: string[] = [];

async function signedIn(browser: Browser, baseURL: string, account: Fixture['patient']) {
  const context = await browser.newContext({ baseURL });
  // The test reads the call's own statistics: each RTCPeerConnection the page makes is kept.
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { peers: RTCPeerConnection[] }).peers = peers;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peers.push(this);
      }
    };
  });
  const page = await context.newPage();
  // Errors the page reports (React's error boundary included) are kept, and must stay none.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      pageErrors.push(`${account.email}: ${message.text()}`);
  });
  await logIn(page, account);
  return page;
}

/** The remote video is decoding: it has a size, and its time moves on. */
async function expectRemoteVideoPlaying(page: Page) {
  const video = page.getByLabel(/^Video of /);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(before);
}

/** Decoded frames of the remote video so far. */
const framesOf = (page: Page) =>
  page
    .getByLabel(/^Video of /)
    .evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);

/** RTP packets of one kind the page's live call has received so far. */
const packetsReceived = (page: Page, kind: 'audio' | 'video') =>
  page.evaluate(async (wanted) => {
    const { peers } = window as unknown as { peers: RTCPeerConnection[] };
    const live = peers.filter((peer) => peer.connectionState !== 'closed').at(-1);
    if (!live) return 0;
    let packets = 0;
    (await live.getStats()).forEach((report) => {
      if (report.type === 'inbound-rtp' && report.kind === wanted)
        packets += report.packetsReceived;
    });
    return packets;
  }, kind);

/** What a party's page shows and how each of its peer connections stands, for a failure's message. */
const callState = (page: Page) =>
  page.evaluate(() => {
    const { peers } = window as unknown as { peers: RTCPeerConnection[] };
    const status = document.querySelector('[role="status"]')?.textContent;
    const states = peers.map(
      (peer) => `${peer.signalingState}/${peer.iceConnectionState}/${peer.connectionState}`,
    );
    return `'${status}', peers (signalling/ICE/connection): ${states.join(', ')}`;
  });

/** Both parties read 'Connected'; otherwise the failure says where each side's call stands. */
async function expectBothConnected(patient: Page, doctor: Page) {
  try {
    for (const page of [doctor, patient])
      await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\npatient: ${await callState(patient)}\ndoctor: ${await callState(doctor)}`,
    );
  }
}

/** Both press 'Join consultation' together; answers the time until both read 'Connected'. */
async function joinTogether(patient: Page, doctor: Page): Promise<number> {
  const join = (page: Page) =>
    page.getByRole('button', { name: /^(Join consultation|Join again)$/ }).click();
  const started = Date.now();
  await Promise.all([join(patient), join(doctor)]);
  await expectBothConnected(patient, doctor);
  return Date.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The whole consultation, the patient on `patientServer`, the doctor on `doctorServer`. */
async function holdConsultation(
  browser: Browser,
  fixture: Fixture,
  patientServer: string,
  doctorServer: string,
  label: string,
) {
  const patient = await signedIn(browser, patientServer, fixture.patient);
  const doctor = await signedIn(browser, doctorServer, fixture.doctor);
  // A doctor's sign-in lands on My Agenda.
  await expect(doctor).toHaveURL(/\/dashboard\/agenda$/);

  // The links: 'Join' in My Appointments, 'Start consultation' in My Agenda.
  await patient.goto('/dashboard/myAppointment');
  await patient.getByRole('link', { name: /^Join the consultation/ }).click();
  await doctor.goto('/dashboard/agenda');
  await doctor
    .getByRole('link', { name: /^Start consultation/ })
    .first()
    .click();
  await expect(patient).toHaveURL(new RegExp(`/consultation/${fixture.bookingId}$`));
  await expect(doctor).toHaveURL(new RegExp(`/consultation/${fixture.bookingId}$`));

  // The patient comes first and waits for the doctor.
  await patient.getByRole('button', { name: 'Join consultation' }).click();
  await expect(patient.getByText('Waiting for the doctor to join')).toBeVisible();
  await doctor.getByRole('button', { name: 'Join consultation' }).click();
  await expect(patient.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(doctor.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectRemoteVideoPlaying(patient);
  await expectRemoteVideoPlaying(doctor);

  // Chat both ways, shown as text.
  await patient.getByLabel('Message').fill('I have had a fever for three days <b>bold?</b>');
  await patient.getByRole('button', { name: 'Send' }).click();
  await expect(
    doctor.getByText('I have had a fever for three days <b>bold?</b>', { exact: true }),
  ).toBeVisible();
  await doctor.getByLabel('Message').fill('How high was it?');
  await doctor.getByRole('button', { name: 'Send' }).click();
  await expect(patient.getByText('How high was it?', { exact: true })).toBeVisible();

  // Audio only: the patient's choice stops video both ways and keeps the voice.
  await patient.getByRole('button', { name: 'Audio only' }).click();
  for (const page of [patient, doctor]) {
    await expect(page.getByText('Audio only: video is off both ways to save data.')).toBeVisible();
    const settled = async () => {
      const first = await framesOf(page);
      await page.waitForTimeout(1000);
      return (await framesOf(page)) - first;
    };
    await expect.poll(settled, { timeout: 15_000 }).toBe(0);
    const audioPackets = await packetsReceived(page, 'audio');
    await expect.poll(() => packetsReceived(page, 'audio')).toBeGreaterThan(audioPackets);
  }
  await patient.getByRole('button', { name: 'Turn video back on' }).click();
  await expectRemoteVideoPlaying(doctor);

  // The doctor reloads the page: the call comes back, and the chat is still there.
  await doctor.reload();
  await doctor.getByRole('button', { name: 'Join consultation' }).click();
  await expectBothConnected(patient, doctor);
  await expectRemoteVideoPlaying(doctor);
  await expect(doctor.getByText('How high was it?', { exact: true })).toBeVisible();

  // Time from both pressing 'Join consultation' to both reading 'Connected'.
  const times: number[] = [];
  for (let run = 0; run < TIMED_JOINS; run += 1) {
    await patient.getByRole('button', { name: 'Leave' }).click();
    await doctor.getByRole('button', { name: 'Leave' }).click();
    times.push(await joinTogether(patient, doctor));
  }
  console.log(
    `[consultation] ${label}: join to Connected, median of ${TIMED_JOINS}: ${median(times)} ms (${times.join(', ')} ms)`,
  );

  // The doctor issues a prescription from the panel beside the call: the call goes on, and the
  // patient is told in the room.
  const medicine = doctor.getByRole('group', { name: 'Medicine 1' });
  await medicine.getByLabel('Name').fill('Napa');
  await medicine.getByLabel('Strength').fill('500 mg');
  await medicine.getByLabel('Form').fill('Tablet');
  await medicine.getByLabel('Dose (morning+noon+night)').fill('1+0+1');
  await medicine.getByLabel('Duration (days)').fill('5');
  await doctor.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(
    doctor.getByText('The prescription was issued and the patient was e-mailed.'),
  ).toBeVisible();
  await expect(patient.getByText('Your prescription is ready')).toBeVisible();
  await expectBothConnected(patient, doctor);
  await expectRemoteVideoPlaying(patient);
  await doctor.getByLabel('Message').fill('Take it after meals');
  await doctor.getByRole('button', { name: 'Send' }).click();
  await expect(patient.getByText('Take it after meals', { exact: true })).toBeVisible();

  // Once both have left, the consultation has ended: nobody gets back in.
  await doctor.getByRole('button', { name: 'Leave' }).click();
  await expect(patient.getByText('Waiting for the doctor to join')).toBeVisible();
  await patient.getByRole('button', { name: 'Leave' }).click();
  const roomStatus = async () =>
    (
      (await (await patient.request.get(`/api/consultations/${fixture.bookingId}`)).json()) as {
        status: string;
      }
    ).status;
  await expect.poll(roomStatus).toBe('ended');
  await patient.getByRole('button', { name: 'Join again' }).click();
  await expect(patient.getByText('This consultation has ended')).toBeVisible();
  await expect(patient.getByText('Your prescription is ready')).toBeVisible();
  await patient.context().close();
  await doctor.context().close();
  expect(pageErrors).toEqual([]);
}

test.describe('consultation room', () => {
  test('two API processes on one PostgreSQL: patient on one, doctor on the other', async ({
    browser,
  }) => {
    const base = process.env.TEST_DATABASE_URL;
    test.skip(!base, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
    const fixture = await createFixture({ DATABASE_URL: base! });
    const env = {
      DATABASE_URL: fixture.databaseUrl!,
      TEST_CLOCK_AT: fixture.clockAt,
      AUTH_SECRET: 'consultation-e2e-secret-that-is-long-enough',
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX_ONLY: 'true',
    };
    const servers: ApiServer[] = [];
    try {
      servers.push(
        await startApiServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sustho-a-')) }),
        await startApiServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sustho-b-')) }),
      );
      await holdConsultation(
        browser,
        fixture,
        servers[0]!.url,
        servers[1]!.url,
        'two processes, PostgreSQL',
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await runApiScript(['test/consultation-fixture.ts', 'drop', fixture.databaseUrl!], {});
    }
  });

  test('one API process on the embedded database, and the page at 360 px, by keyboard and axe', async ({
    browser,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-consult-'));
    const fixture = await createFixture({ DATA_DIR: dataDir });
    const server = await startApiServer({ DATA_DIR: dataDir, TEST_CLOCK_AT: fixture.clockAt });
    try {
      // On a 360 px phone, by keyboard, before the consultation: the remote video fills the
      // width, the controls reachable.
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 360, height: 740 },
      });
      const phone = await context.newPage();
      await logIn(phone, fixture.patient);
      await phone.goto(`/consultation/${fixture.bookingId}`);
      const join = phone.getByRole('button', { name: 'Join consultation' });
      await join.focus();
      await phone.keyboard.press('Enter');
      await expect(phone.getByText('Waiting for the doctor to join')).toBeVisible();
      const video = await phone.getByLabel(/^Video of /).boundingBox();
      expect(video!.width).toBeGreaterThanOrEqual(350);
      const leave = await phone.getByRole('button', { name: 'Leave' }).boundingBox();
      expect(leave!.y + leave!.height).toBeLessThanOrEqual(740);
      await expectNoAxeViolations(phone);
      await context.close();

      await holdConsultation(browser, fixture, server.url, server.url, 'one process, embedded');

      // Anyone else's room is the not-found page.
      const stranger = await browser.newContext({ baseURL: server.url });
      const strangerPage = await stranger.newPage();
      await logIn(strangerPage, fixture.doctor);
      await strangerPage.goto(`/consultation/${crypto.randomUUID()}`);
      await expect(strangerPage.getByText('This page does not exist.')).toBeVisible();
      await stranger.close();
    } finally {
      await server.stop();
    }
  });

  test('a relay-only call connects through coturn with the derived TURN credentials', async ({
    browser,
  }) => {
    let turnserver = '';
    try {
      turnserver = execFileSync('sh', ['-c', 'command -v turnserver']).toString().trim();
    } catch {
      // Not installed: scripts/ensure-coturn.sh installs it as part of npm test.
    }
    test.skip(!turnserver, 'needs coturn (scripts/ensure-coturn.sh installs it)');
    const turnPort = 30_000 + (process.pid % 20_000);
    const coturn: ChildProcess = spawn(
      turnserver,
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${turnPort}`,
        '--use-auth-secret',
        `--static-auth-secret=${TURN_SECRET}`,
        '--realm=sustho',
        '--no-tls',
        '--no-dtls',
        '--allow-loopback-peers',
        '--no-cli',
        '--log-file=stdout',
      ],
      { stdio: 'ignore' },
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sustho-turn-'));
    const fixture = await createFixture({ DATA_DIR: dataDir });
    const server = await startApiServer({
      DATA_DIR: dataDir,
      TEST_CLOCK_AT: fixture.clockAt,
      ICE_TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      ICE_TURN_SECRET: TURN_SECRET,
    });
    try {
      const page = await signedIn(browser, server.url, fixture.patient);
      await page.goto(`/consultation/${fixture.bookingId}`);
      const result = await page.evaluate(async (bookingId) => {
        const answer = await fetch(`/api/consultations/${bookingId}/ice-servers`);
        const { iceServers } = (await answer.json()) as { iceServers: RTCIceServer[] };
        // Two ends in one page, allowed nothing but the relay: only TURN can join them.
        const config: RTCConfiguration = { iceServers, iceTransportPolicy: 'relay' };
        const a = new RTCPeerConnection(config);
        const b = new RTCPeerConnection(config);
        a.onicecandidate = ({ candidate }) => candidate && void b.addIceCandidate(candidate);
        b.onicecandidate = ({ candidate }) => candidate && void a.addIceCandidate(candidate);
        const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
        media.getTracks().forEach((track) => a.addTrack(track, media));
        await a.setLocalDescription();
        await b.setRemoteDescription(a.localDescription!);
        await b.setLocalDescription();
        await a.setRemoteDescription(b.localDescription!);
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`still ${a.connectionState}`)), 20_000);
          a.onconnectionstatechange = () => {
            if (a.connectionState === 'connected') {
              clearTimeout(timer);
              resolve();
            }
          };
        });
        const stats = [...(await a.getStats()).values()];
        const pair = stats.find(
          (s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated,
        );
        const local = stats.find((s) => s.id === pair?.localCandidateId);
        return {
          username: iceServers[0]?.username ?? '',
          state: a.connectionState,
          candidateType: local?.candidateType,
        };
      }, fixture.bookingId);
      expect(result.state).toBe('connected');
      expect(result.candidateType).toBe('relay');
      expect(result.username).toMatch(/^\d+:/);
      await page.context().close();
    } finally {
      await server.stop();
      coturn.kill('SIGTERM');
    }
  });
});
