import type { SignalPayload } from '@sustho/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCall, type Call, type CallEvents } from './peer-connection';
import type { SignalChannelEvents } from './signal-channel';

/** The signalling socket: what the call sends, and a way to hand it what the server says. */
const channel = vi.hoisted(() => ({
  events: null as SignalChannelEvents | null,
  sent: [] as SignalPayload[],
}));
vi.mock('./signal-channel', () => ({
  openSignalChannel: (_url: string, events: SignalChannelEvents) => {
    channel.events = events;
    return { send: (payload: SignalPayload) => channel.sent.push(payload), close: () => {} };
  },
}));

const description = (type: 'offer' | 'answer') => ({
  type,
  sdp: type,
  toJSON: () => ({ type, sdp: type }),
});

class FakeTransceiver {
  currentDirection: RTCRtpTransceiverDirection | null = null;
  readonly sender: { track: { kind: string } | null; replaceTrack: () => Promise<void> };
  readonly receiver: { track: { kind: string } };
  #direction: RTCRtpTransceiverDirection;

  constructor(
    private readonly connection: FakePeerConnection,
    kind: string,
    track: { kind: string } | null,
    direction: RTCRtpTransceiverDirection,
  ) {
    this.sender = { track, replaceTrack: async () => {} };
    this.receiver = { track: { kind } };
    this.#direction = direction;
  }

  get direction() {
    return this.#direction;
  }

  set direction(direction: RTCRtpTransceiverDirection) {
    this.#direction = direction;
    this.connection.needNegotiation();
  }
}

/**
 * Just enough of RTCPeerConnection's signalling states for the call's negotiation: one
 * negotiationneeded per change made while stable, offers and answers that only say their type.
 */
class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: ReturnType<typeof description> | null = null;
  currentRemoteDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onsignalingstatechange: (() => void) | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  #negotiationQueued = false;

  constructor() {
    FakePeerConnection.made.push(this);
  }

  addTrack(track: { kind: string }) {
    this.transceivers.push(new FakeTransceiver(this, track.kind, track, 'sendrecv'));
    this.needNegotiation();
  }

  addTransceiver(kind: string, init: { direction: RTCRtpTransceiverDirection }) {
    this.transceivers.push(new FakeTransceiver(this, kind, null, init.direction));
    this.needNegotiation();
  }

  getTransceivers() {
    return this.transceivers;
  }

  needNegotiation() {
    if (this.signalingState !== 'stable' || this.#negotiationQueued) return;
    this.#negotiationQueued = true;
    queueMicrotask(() => {
      this.#negotiationQueued = false;
      this.onnegotiationneeded?.();
    });
  }

  async setLocalDescription() {
    await Promise.resolve();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = description('answer');
      this.signalingState = 'stable';
    } else {
      this.localDescription = description('offer');
      this.signalingState = 'have-local-offer';
    }
    this.onsignalingstatechange?.();
  }

  async setRemoteDescription(remote: RTCSessionDescriptionInit) {
    await Promise.resolve();
    this.currentRemoteDescription = remote;
    this.signalingState = remote.type === 'offer' ? 'have-remote-offer' : 'stable';
    this.onsignalingstatechange?.();
  }

  async addIceCandidate() {}
  restartIce() {}
  close() {}
}

class FakeMediaStream {
  constructor(private readonly tracks: { kind: string }[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: { kind: string }) {
    this.tracks.push(track);
  }
}

const events: CallEvents = {
  onStatus: () => {},
  onRemoteMedia: () => {},
  onAudioOnly: () => {},
  onChat: () => {},
  onRoomChanged: () => {},
  onSignallingOpen: () => {},
  onSignallingDrop: () => {},
  onClosed: () => {},
};

let call: Call | null = null;

function join(polite: boolean, localStream: FakeMediaStream | null) {
  call = startCall({
    signalUrl: 'ws://localhost/signal',
    polite,
    iceServers: [],
    localStream: localStream as unknown as MediaStream,
    events,
  });
  channel.events!.onOpen();
  // The other party is there: each side makes a new connection at once.
  channel.events!.onMessage({ type: 'peer', present: true });
}

const receive = (payload: SignalPayload) => channel.events!.onMessage({ type: 'signal', payload });

/** The descriptions the call has sent so far, by type. */
const sentDescriptions = () =>
  channel.sent.flatMap((payload) => ('description' in payload ? [payload.description.type] : []));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const camera = () => new FakeMediaStream([{ kind: 'audio' }, { kind: 'video' }]);

beforeEach(() => {
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeMediaStream);
  FakePeerConnection.made = [];
  channel.sent = [];
});

afterEach(() => {
  call?.leave();
  call = null;
  vi.unstubAllGlobals();
});

// Both sides offering at once made the patient take back a first offer, after which Chromium could
// gather no ICE candidates for the connection (peer-connection.ts, onnegotiationneeded).
describe('a new connection is negotiated by the doctor, the impolite side', () => {
  it('the patient makes no offer of its own and answers the doctor’s', async () => {
    join(true, camera());
    await settle();
    expect(sentDescriptions()).toEqual([]);

    receive({ description: { type: 'offer', sdp: 'offer' } });
    await settle();
    expect(sentDescriptions()).toEqual(['answer']);
  });

  it('the doctor offers at once, asking for audio and video even without camera and microphone', async () => {
    join(false, null);
    await settle();
    expect(sentDescriptions()).toEqual(['offer']);
    const [connection] = FakePeerConnection.made;
    expect(connection!.transceivers.map((t) => [t.receiver.track.kind, t.direction])).toEqual([
      ['audio', 'recvonly'],
      ['video', 'recvonly'],
    ]);
  });

  it('once connected, the patient offers its own changes (audio only)', async () => {
    join(true, camera());
    receive({ description: { type: 'offer', sdp: 'offer' } });
    await settle();
    call!.setAudioOnly(true);
    await settle();
    expect(sentDescriptions()).toEqual(['answer', 'offer']);
  });
});
