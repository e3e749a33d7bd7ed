import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A decoded picture: 8-bit RGBA, row by row. */
export interface RawPicture {
  width: number;
  height: number;
  data: Buffer;
}

export type HeifOutcome = RawPicture | 'too-many-pixels' | 'unreadable';

/**
 * heic-decode (libheif in WebAssembly) decodes on the thread that calls it: seconds of a
 * 12 MP photo would stop every other request of this instance. It runs in a worker of its
 * own instead, one per photo, given the module's path (the server is bundled into one file).
 */
const HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
async function run() {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (first.width * first.height > workerData.maxPixels) return { tooManyPixels: true };
    return await first.decode();
  } finally {
    images.dispose();
  }
}
run().then(
  (result) => parentPort.postMessage(result, result.data ? [result.data.buffer] : []),
  (error) => parentPort.postMessage({ failed: String(error && error.message) }),
);
`;

interface WorkerAnswer {
  width?: number;
  height?: number;
  data?: Uint8ClampedArray;
  tooManyPixels?: boolean;
  failed?: string;
}

const DECODE_TIME_LIMIT_MS = 60_000;

function toOutcome(answer: WorkerAnswer): HeifOutcome {
  if (answer.tooManyPixels) return 'too-many-pixels';
  if (!answer.data || !answer.width || !answer.height) return 'unreadable';
  const data = Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength);
  return { width: answer.width, height: answer.height, data };
}

/** The first picture of a HEIC/HEIF file, turned as the file says (libheif applies it). */
export function decodeHeif(bytes: Uint8Array, maxPixels: number): Promise<HeifOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { module: HEIC_DECODE, bytes, maxPixels },
    });
    const finish = (outcome: HeifOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish('unreadable'), DECODE_TIME_LIMIT_MS);
    worker.once('message', (answer: WorkerAnswer) => finish(toOutcome(answer)));
    worker.once('error', () => finish('unreadable'));
    worker.once('exit', () => finish('unreadable'));
  });
}
