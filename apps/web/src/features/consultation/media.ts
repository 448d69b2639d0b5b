import { consultationCopy } from '../../copy/en/consultation';

/**
 * The camera and microphone; the microphone alone when there is no camera. Throws the browser's
 * error when permission is refused or nothing works (mediaProblem says it in words).
 */
export async function openCameraAndMicrophone(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError')
      return navigator.mediaDevices.getUserMedia({ audio: true });
    throw error;
  }
}

export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Why the camera and microphone could not be used, for the page to say. */
export function mediaProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return consultationCopy.media.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return consultationCopy.media.missing;
  return consultationCopy.media.failed;
}
