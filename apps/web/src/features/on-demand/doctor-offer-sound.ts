type AudioContextClass = typeof AudioContext;

/** The one audio context of the page, made on the doctor's press so browsers let it sound later. */
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Readies the sound during a press ('Go online'): browsers keep an audio context made without a
 * press silent, and an offer arrives with nobody pressing anything.
 */
export function prepareOfferSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    void context.resume();
  } catch {
    // No sound where the browser refuses audio: the offer still shows and counts down.
  }
}

/** A short beep (two tenths of a second at 880 Hz) for a new offer; silent where there is no audio. */
export function playOfferSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.2);
  } catch {
    // No sound where the browser refuses audio: the offer still shows and counts down.
  }
}
