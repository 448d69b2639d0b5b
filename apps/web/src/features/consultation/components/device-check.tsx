import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../../../copy/language';
import { mediaProblem, openCameraAndMicrophone, stopStream } from '../media';

/** Before the room opens: the patient or doctor sees their own camera and hears nothing back. */
export function DeviceCheck() {
  const copy = useCopy();
  const text = copy.consultation.deviceCheck;
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
    return () => stopStream(stream);
  }, [stream]);

  const start = async () => {
    setProblem(null);
    try {
      setStream(await openCameraAndMicrophone());
    } catch (error) {
      setProblem(mediaProblem(error, copy.consultation.media));
    }
  };

  return (
    <section aria-labelledby="device-check" className="flex flex-col gap-3">
      <h2 id="device-check" className="text-lg font-semibold">
        {text.heading}
      </h2>
      <p>{text.intro}</p>
      {stream ? (
        <>
          <video
            ref={preview}
            aria-label={text.preview}
            className="aspect-video w-full max-w-sm rounded-box bg-black object-cover"
            autoPlay
            playsInline
            muted
          />
          <p role="status">{text.working}</p>
          <button type="button" className="btn btn-outline w-fit" onClick={() => setStream(null)}>
            {text.stop}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-outline w-fit" onClick={() => void start()}>
          {text.start}
        </button>
      )}
      {problem && (
        <p role="alert" className="alert alert-warning">
          {problem}
        </p>
      )}
    </section>
  );
}
