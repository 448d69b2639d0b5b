import type { Copy } from '../../copy/en';

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

/** Why the camera and microphone could not be used, for the page to say in the reader's language. */
export function mediaProblem(error: unknown, texts: Copy['consultation']['media']): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return texts.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return texts.missing;
  return texts.failed;
}
