import type { ConsultationRoom } from '@sustho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { API_BASE_URL } from '../../../config/env';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { addMessage } from '../api/add-message';
import { getIceServers } from '../api/get-ice-servers';
import { messagesQuery, useMessages } from '../api/get-messages';
import { roomQuery } from '../api/get-room';
import { connectionIsSlow } from '../connection-speed';
import { mediaProblem, openCameraAndMicrophone, stopStream } from '../media';
import { startCall, type Call, type CallStatus } from '../peer-connection';
import { signalUrl } from '../signal-channel';
import { ChatPanel } from './chat-panel';

type Phase = 'idle' | 'joining' | 'in-call' | 'left' | 'replaced';

/** Plays a stream in a media element; React has no attribute for srcObject. */
function useStream<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (element.current) element.current.srcObject = stream;
  }, [stream]);
  return element;
}

function statusText(status: CallStatus, room: ConsultationRoom, text: Copy['consultation']) {
  switch (status) {
    case 'waiting':
      return room.role === 'patient' ? text.status.waitingForDoctor : text.status.waitingForPatient;
    case 'connecting':
      return text.status.connecting;
    case 'connected':
      return text.status.connected;
    case 'reconnecting':
      return text.status.reconnecting;
  }
}

/**
 * An open room: 'Join consultation', then the call (the other party's video filling the width, the
 * local preview in its corner, the controls in one row within thumb's reach) and the chat beside it.
 * The call itself lives in peer-connection.ts; this component only shows it.
 */
export function CallView({ room, sidePanel }: { room: ConsultationRoom; sidePanel?: ReactNode }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.consultation;
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [status, setStatus] = useState<CallStatus>('waiting');
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<{ audio: MediaStream; video: MediaStream } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [audioOnly, setAudioOnly] = useState(false);
  const [remoteAudioOnly, setRemoteAudioOnly] = useState(false);
  /** Whether this call started in 'Audio only' because the connection was slow, which the room says. */
  const [startedSlow, setStartedSlow] = useState(false);
  const call = useRef<Call | null>(null);
  const messages = useMessages(room.bookingId, phase === 'in-call');

  const localVideo = useStream<HTMLVideoElement>(local);
  const remoteVideo = useStream<HTMLVideoElement>(remote?.video ?? null);
  const remoteAudio = useStream<HTMLAudioElement>(remote?.audio ?? null);

  // Leaving the page ends the call and frees the camera.
  useEffect(() => () => call.current?.leave(), []);
  useEffect(() => () => stopStream(local), [local]);

  const join = async () => {
    setPhase('joining');
    setProblem(null);
    let stream: MediaStream | null = null;
    try {
      stream = await openCameraAndMicrophone();
    } catch (error) {
      // Without camera and microphone the call still receives, and the chat works.
      setProblem(mediaProblem(error, copy.consultation.media));
    }
    let iceServers: RTCIceServer[] = [];
    try {
      iceServers = (await getIceServers(room.bookingId)).iceServers;
    } catch {
      // The room closed meanwhile: reading it again shows why.
      stopStream(stream);
      setPhase('idle');
      await queryClient.invalidateQueries({ queryKey: roomQuery(room.bookingId).queryKey });
      return;
    }
    setLocal(stream);
    setMuted(false);
    setCameraOff(false);
    const slow = connectionIsSlow();
    setAudioOnly(slow);
    setStartedSlow(slow);
    setRemoteAudioOnly(false);
    call.current = startCall({
      signalUrl: signalUrl(API_BASE_URL, room.bookingId),
      polite: room.role === 'patient',
      iceServers,
      localStream: stream,
      events: {
        onStatus: setStatus,
        onRemoteMedia: setRemote,
        onAudioOnly: setRemoteAudioOnly,
        onChat: (message) =>
          queryClient.setQueryData(messagesQuery(room.bookingId).queryKey, (list) =>
            addMessage(list, message),
          ),
        onRoomChanged: () =>
          void queryClient.invalidateQueries({ queryKey: roomQuery(room.bookingId).queryKey }),
        onSignallingOpen: () =>
          void queryClient.invalidateQueries({
            queryKey: messagesQuery(room.bookingId).queryKey,
          }),
        onSignallingDrop: () =>
          void queryClient.invalidateQueries({ queryKey: roomQuery(room.bookingId).queryKey }),
        onClosed: (reason) => {
          call.current = null;
          setLocal(null);
          setRemote(null);
          if (reason === 'replaced') setPhase('replaced');
          else void queryClient.invalidateQueries({ queryKey: roomQuery(room.bookingId).queryKey });
        },
      },
    });
    // Set before the connection exists, so video is never offered on the slow link.
    if (slow) call.current.setAudioOnly(true);
    setPhase('in-call');
  };

  const leave = () => {
    call.current?.leave();
    call.current = null;
    setLocal(null);
    setRemote(null);
    setPhase('left');
  };

  const toggleMute = () => {
    const next = !muted;
    local?.getAudioTracks().forEach((track) => (track.enabled = !next));
    setMuted(next);
  };
  const toggleCamera = () => {
    const next = !cameraOff;
    local?.getVideoTracks().forEach((track) => (track.enabled = !next));
    setCameraOff(next);
  };
  const toggleAudioOnly = () => {
    const next = !audioOnly;
    setAudioOnly(next);
    call.current?.setAudioOnly(next);
  };

  const otherName = room.role === 'patient' ? show.doctor(room.doctorName) : room.patientName;
  const videoOff = audioOnly || remoteAudioOnly;

  if (phase !== 'in-call')
    return (
      <div className="flex flex-col gap-3">
        {phase === 'left' && <p role="status">{text.status.left}</p>}
        {phase === 'replaced' && <p role="status">{text.status.replaced}</p>}
        <button
          type="button"
          className="btn btn-primary btn-lg w-full sm:w-fit"
          disabled={phase === 'joining'}
          onClick={() => void join()}
        >
          {phase === 'joining' ? text.joining : phase === 'idle' ? text.join : text.rejoin}
        </button>
      </div>
    );

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-3">
        <p role="status" aria-live="polite" className="font-semibold">
          {statusText(status, room, text)}
        </p>
        {startedSlow && audioOnly && (
          <p role="status" className="alert alert-info">
            {text.call.slowConnection}
          </p>
        )}
        {problem && (
          <p role="alert" className="alert alert-warning">
            {problem}
          </p>
        )}
        <div className="relative -mx-4 overflow-hidden bg-black sm:mx-0 sm:rounded-box">
          <video
            ref={remoteVideo}
            aria-label={text.call.remoteVideo(otherName)}
            className={`h-[60vh] w-full object-contain sm:h-auto sm:aspect-video ${videoOff ? 'invisible' : ''}`}
            autoPlay
            playsInline
            muted
          />
          {videoOff && (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-white">
              {text.call.audioOnlyNote}
            </p>
          )}
          {/* The other party's voice plays apart from their video, so 'Audio only' keeps it. */}
          <audio ref={remoteAudio} autoPlay />
          {local && local.getVideoTracks().length > 0 && (
            <video
              ref={localVideo}
              aria-label={text.call.localVideo}
              className="absolute right-2 top-2 w-24 rounded-box border border-base-100 bg-black object-cover sm:w-40"
              autoPlay
              playsInline
              muted
            />
          )}
        </div>
        <div
          role="group"
          aria-label={text.call.controls}
          className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-center gap-2 bg-base-100 p-2 sm:static sm:mx-0"
        >
          <button
            type="button"
            className="btn"
            aria-pressed={muted}
            disabled={!local}
            onClick={toggleMute}
          >
            {muted ? text.call.unmute : text.call.mute}
          </button>
          <button
            type="button"
            className="btn"
            aria-pressed={cameraOff}
            disabled={!local?.getVideoTracks().length || audioOnly}
            onClick={toggleCamera}
          >
            {cameraOff ? text.call.cameraOn : text.call.cameraOff}
          </button>
          <button type="button" className="btn" aria-pressed={audioOnly} onClick={toggleAudioOnly}>
            {audioOnly ? text.call.withVideo : text.call.audioOnly}
          </button>
          <button type="button" className="btn btn-error" onClick={leave}>
            {text.call.leave}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <ChatPanel bookingId={room.bookingId} role={room.role} log={messages.data} />
        {sidePanel}
      </div>
    </div>
  );
}
