import { pipeline, Transform, type Writable } from "node:stream";

/**
 * A pass-through that hands on what was written in one turn of the event loop as one chunk.
 * React writes a document in many small pieces, and Remix flushes the response after each piece
 * it reads: behind gzip, every flush ends a compressed block, which cost a page more CPU than its
 * queries. A page still streams: what arrives in a later turn (deferred data) goes out then.
 * Written into `destination` through a pipeline, so a render that fails destroys the response's
 * stream too (the response is cut, never left open).
 */
export function chunksPerTurn(destination: Writable) {
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          release(stream);
        });
      }
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
  pipeline(stream, destination, () => {
    // The error has reached both streams; the response reports it.
  });
  return stream;
}
