/**
 * A run of the stage's pictures as an animated GIF or a WebM video, made
 * in the page: `gifenc` writes the GIF (256 colours per frame, enough for
 * the stage's flat colours), WebCodecs' VP9 encoder and `webm-muxer` the
 * video (where the browser has WebCodecs: Chromium does; elsewhere only
 * the GIF is offered). Frames come in as canvases of any size and are
 * drawn onto one fixed canvas, so every frame of a file has the same size.
 */
import { resolveColour } from '../../kit/theme/resolve';
export type MediaFormat = 'gif' | 'webm';

export interface MediaWriter {
  /** Adds a frame shown for `ms` milliseconds. */
  add(frame: HTMLCanvasElement, ms: number): Promise<void>;
  /** The file. */
  finish(): Promise<Blob>;
}

/** The widest a frame is made: a slide's width (larger pictures are scaled down). */
export const MAX_WIDTH = 1280;

export function canRecordWebm(): boolean {
  return typeof globalThis.VideoEncoder === 'function' && typeof globalThis.VideoFrame === 'function';
}

/** The frame size for a first picture of `width` x `height`: at most MAX_WIDTH wide, even sides (VP9 wants them). */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_WIDTH / Math.max(1, width));
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  return { width: even(width), height: even(height) };
}

/** A fixed-size canvas on white that each frame is fitted into (letterboxed, never stretched). */
function fitter(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser has no 2D canvas to draw the frames on.');
  return {
    canvas,
    ctx,
    draw(frame: HTMLCanvasElement) {
      ctx.fillStyle = resolveColour('var(--paper)', '#ffffff');
      ctx.fillRect(0, 0, width, height);
      const s = Math.min(width / frame.width, height / frame.height);
      ctx.drawImage(frame, 0, 0, frame.width * s, frame.height * s);
    },
  };
}

async function gifWriter(width: number, height: number): Promise<MediaWriter> {
  const { GIFEncoder, quantize, applyPalette } = await import('gifenc');
  const fit = fitter(width, height);
  const gif = GIFEncoder();
  return {
    async add(frame, ms) {
      fit.draw(frame);
      const { data } = fit.ctx.getImageData(0, 0, width, height);
      const palette = quantize(data, 256);
      gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay: Math.round(ms) });
    },
    async finish() {
      gif.finish();
      return new Blob([gif.bytes().slice()], { type: 'image/gif' });
    },
  };
}

async function webmWriter(width: number, height: number): Promise<MediaWriter> {
  const { Muxer, ArrayBufferTarget } = await import('webm-muxer');
  const fit = fitter(width, height);
  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: 'V_VP9', width, height } });
  let failure: Error | null = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (e) => {
      failure = e instanceof Error ? e : new Error(String(e));
    },
  });
  encoder.configure({ codec: 'vp09.00.10.08', width, height, bitrate: 2_000_000 });
  let at = 0; // microseconds
  let n = 0;
  return {
    async add(frame, ms) {
      if (failure) throw failure;
      fit.draw(frame);
      const duration = Math.round(ms * 1000);
      const video = new VideoFrame(fit.canvas, { timestamp: at, duration });
      // A key frame every 30: a slide tool can seek in the video.
      encoder.encode(video, { keyFrame: n % 30 === 0 });
      video.close();
      at += duration;
      n += 1;
      // Keep the encoder's queue short: the frames are large.
      while (encoder.encodeQueueSize > 4) await new Promise((r) => setTimeout(r, 5));
    },
    async finish() {
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;
      muxer.finalize();
      return new Blob([muxer.target.buffer], { type: 'video/webm' });
    },
  };
}

export function mediaWriter(format: MediaFormat, width: number, height: number): Promise<MediaWriter> {
  return format === 'gif' ? gifWriter(width, height) : webmWriter(width, height);
}
