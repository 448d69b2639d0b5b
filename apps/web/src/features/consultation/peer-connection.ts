import type { ChatMessage, ServerSignal, SignalPayload } from '@sustho/contracts';
import { openSignalChannel } from './signal-channel';

/**
 * The call, kept apart from React: one RTCPeerConnection at a time with the other party, set up
 * with the browser's own WebRTC APIs and the "perfect negotiation" pattern (w3c webrtc-pc §10.7),
 * so either side may join first, leave and join again, or change what it sends, without the two
 * sides' offers clashing: the polite side (the patient) yields to the impolite one (the doctor),
 * who also makes the first offer of each new connection.
 */

export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

export interface CallEvents {
  onStatus(status: CallStatus): void;
  /** The other party's audio and video, each in a stream of its own (the page plays them apart). */
  onRemoteMedia(media: { audio: MediaStream; video: MediaStream }): void;
  /** Whether video is off both ways, whichever side asked for it. */
  onAudioOnly(audioOnly: boolean): void;
  onChat(message: ChatMessage): void;
  /** The room's state changed (a prescription was issued): read it again. */
  onRoomChanged(): void;
  /** The signalling socket is open (again): read the chat again for what was missed. */
  onSignallingOpen(): void;
  onSignallingDrop(): void;
  onClosed(reason: 'ended' | 'replaced'): void;
}

export interface CallOptions {
  signalUrl: string;
  /**
   * The polite side rolls its own offer back when offers cross, and leaves a new connection's first
   * offer to the other side.
   */
  polite: boolean;
  iceServers: RTCIceServer[];
  /** 'relay' sends everything through TURN (tests, or privacy); 'all' by default. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  /** The camera and microphone; null when permission was refused (the call then only receives). */
  localStream: MediaStream | null;
  events: CallEvents;
}

/** A connection that is 'disconnected' this long gets an ICE restart. */
const DISCONNECTED_GRACE_MS = 2500;
/** A negotiation that has not connected in this long starts over with an ICE restart, again and again. */
const CONNECT_TIMEOUT_MS = 10_000;

export function startCall(options: CallOptions) {
  const { localStream, events, polite } = options;
  let pc: RTCPeerConnection | null = null;
  let peerPresent = false;
  let signallingUp = false;
  let audioOnly = false;
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let left = false;

  const report = () => {
    if (left) return;
    if (!signallingUp) return events.onStatus('reconnecting');
    if (!peerPresent || !pc) return events.onStatus('waiting');
    switch (pc.connectionState) {
      case 'connected':
        return events.onStatus('connected');
      case 'disconnected':
      case 'failed':
        return events.onStatus('reconnecting');
      default:
        return events.onStatus('connecting');
    }
  };

  const videoTransceiver = (connection: RTCPeerConnection) =>
    connection
      .getTransceivers()
      .find(
        (transceiver) =>
          transceiver.sender.track?.kind === 'video' || transceiver.receiver.track.kind === 'video',
      );

  /** Turns video off (inactive) or on (sendrecv) on this side; the next negotiation carries it. */
  const applyVideoDirection = (connection: RTCPeerConnection) => {
    const transceiver = videoTransceiver(connection);
    if (!transceiver || transceiver.direction === 'stopped') return;
    const camera = localStream?.getVideoTracks()[0] ?? null;
    transceiver.direction = audioOnly ? 'inactive' : camera ? 'sendrecv' : 'recvonly';
    void transceiver.sender.replaceTrack(audioOnly ? null : camera);
  };

  const send = (payload: SignalPayload) => channel.send(payload);

  /**
   * Starts the negotiation over with an ICE restart, and checks again later, until the call
   * connects. An offer of ours still waiting for its answer (one the other side dropped while both
   * joined at once) is taken back first: restartIce() alone waits for that answer forever.
   */
  const restartUntilConnected = async () => {
    const connection = pc;
    if (!connection || !peerPresent || connection.connectionState === 'connected') return;
    if (connection.signalingState === 'have-local-offer') {
      await connection.setLocalDescription({ type: 'rollback' }).catch(() => {});
    }
    if (pc !== connection) return;
    connection.restartIce();
    scheduleRestart(CONNECT_TIMEOUT_MS);
  };

  function scheduleRestart(delay: number) {
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => void restartUntilConnected(), delay);
  }

  /** A fresh connection for a party who (re)joined: nothing of an earlier negotiation remains. */
  const newConnection = () => {
    pc?.close();
    makingOffer = false;
    ignoreOffer = false;
    settingRemoteAnswer = false;
    const connection = new RTCPeerConnection({
      iceServers: options.iceServers,
      iceTransportPolicy: options.iceTransportPolicy ?? 'all',
    });
    pc = connection;
    const audio = new MediaStream();
    const video = new MediaStream();
    events.onRemoteMedia({ audio, video });
    if (localStream)
      for (const track of localStream.getTracks()) connection.addTrack(track, localStream);
    // The impolite side makes a new connection's first offer (onnegotiationneeded), so it asks for
    // audio and video even without a microphone or camera of its own.
    if (!polite)
      for (const kind of ['audio', 'video'])
        if (!localStream?.getTracks().some((track) => track.kind === kind))
          connection.addTransceiver(kind, { direction: 'recvonly' });
    if (audioOnly) applyVideoDirection(connection);

    connection.ontrack = ({ track }) => {
      (track.kind === 'video' ? video : audio).addTrack(track);
    };
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) send({ candidate: { ...candidate.toJSON(), candidate: candidate.candidate } });
    };
    connection.onnegotiationneeded = async () => {
      // The polite side leaves a new connection's first offer to the impolite one and answers it.
      // When both offered at once, the polite side took its first offer back, and Chromium, when
      // that offer had not yet gathered an ICE candidate, then gathered none for the connection,
      // ICE restarts included: the call stayed at 'Connecting…' for good.
      if (polite && !connection.currentRemoteDescription) return;
      try {
        makingOffer = true;
        await connection.setLocalDescription();
        if (connection.localDescription)
          send({ description: connection.localDescription.toJSON() });
      } catch {
        // A newer negotiation took over; it sends its own offer.
      } finally {
        makingOffer = false;
      }
    };
    connection.onsignalingstatechange = () => {
      if (connection.signalingState !== 'stable') return;
      const transceiver = videoTransceiver(connection);
      events.onAudioOnly(audioOnly || transceiver?.currentDirection === 'inactive');
    };
    connection.onconnectionstatechange = () => {
      if (pc !== connection) return;
      if (connection.connectionState === 'connected') clearTimeout(restartTimer);
      if (connection.connectionState === 'failed') void restartUntilConnected();
      if (connection.connectionState === 'disconnected') scheduleRestart(DISCONNECTED_GRACE_MS);
      report();
    };
    scheduleRestart(CONNECT_TIMEOUT_MS);
    report();
  };

  async function onSignal(payload: SignalPayload) {
    const connection = pc;
    if (!connection) return;
    if ('description' in payload) {
      const description = payload.description as RTCSessionDescriptionInit;
      const readyForOffer =
        !makingOffer && (connection.signalingState === 'stable' || settingRemoteAnswer);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      ignoreOffer = !polite && offerCollision;
      if (ignoreOffer) return;
      settingRemoteAnswer = description.type === 'answer';
      await connection.setRemoteDescription(description);
      settingRemoteAnswer = false;
      if (description.type === 'offer') {
        // Our own wish for video (audio only) goes into the answer as well.
        applyVideoDirection(connection);
        await connection.setLocalDescription();
        if (connection.localDescription)
          send({ description: connection.localDescription.toJSON() });
      }
    } else {
      try {
        await connection.addIceCandidate(payload.candidate as RTCIceCandidateInit);
      } catch (error) {
        // Candidates of an offer this side ignored fail to apply; any other failure is real.
        if (!ignoreOffer) throw error;
      }
    }
  }

  const onMessage = (message: ServerSignal) => {
    switch (message.type) {
      case 'peer':
        peerPresent = message.present;
        if (message.present) newConnection();
        else {
          pc?.close();
          pc = null;
          clearTimeout(restartTimer);
        }
        return report();
      case 'signal':
        return void onSignal(message.payload).catch(() => {
          // A description that cannot be applied: start this negotiation over.
          pc?.restartIce();
        });
      case 'chat':
        return events.onChat(message.message);
      case 'changed':
        return events.onRoomChanged();
      case 'closed':
        return;
    }
  };

  const channel = openSignalChannel(options.signalUrl, {
    onMessage,
    onOpen() {
      signallingUp = true;
      events.onSignallingOpen();
      report();
    },
    onDrop() {
      signallingUp = false;
      events.onSignallingDrop();
      report();
    },
    onClosed(reason) {
      leave();
      events.onClosed(reason);
    },
  });

  function leave() {
    left = true;
    clearTimeout(restartTimer);
    channel.close();
    pc?.close();
    pc = null;
  }

  return {
    /** 'Audio only': video off both ways, renegotiated; false turns video back on. */
    setAudioOnly(on: boolean) {
      audioOnly = on;
      if (pc) applyVideoDirection(pc);
      events.onAudioOnly(on);
    },
    leave,
  };
}

export type Call = ReturnType<typeof startCall>;
