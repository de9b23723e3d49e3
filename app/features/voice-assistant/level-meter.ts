/**
 * The visitor's microphone level, sampled every 100 ms (the audio-level
 * observer's interval) from an analyser: the RMS level divided by 0.15, capped at 1.
 */
export const LEVEL_INTERVAL_MS = 100;

export interface LevelMeter {
  stop(): void;
}

export function startLevelMeter(
  stream: MediaStream,
  onLevel: (level: number) => void,
  win: Window & typeof globalThis = window,
): LevelMeter {
  const AudioContextClass =
    win.AudioContext ?? (win as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return { stop() {} };
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = win.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) / 0.15));
  }, LEVEL_INTERVAL_MS);
  return {
    stop() {
      win.clearInterval(timer);
      void context.close().catch(() => {});
    },
  };
}
