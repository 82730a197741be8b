import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

/**
 * Reads a multipart form in memory with Remix's memory upload handler, each part capped at
 * `maxPartSize` bytes. A part over the cap (MaxPartSizeExceededError) is not kept: its name is
 * listed in `tooLarge`, and the rest of it is read and dropped so the whole body is consumed.
 * Stopping mid-body would leave the browser's keep-alive connection stalled: the answer would
 * arrive, but the next request on that connection would hang. A part larger than `drainLimit`
 * (only possible without a Content-Length, which Express checks) is not drained: it fails.
 */
export async function readMultipartForm(
  request: Request,
  { maxPartSize, drainLimit }: { maxPartSize: number; drainLimit: number },
): Promise<{ formData: FormData; tooLarge: string[] }> {
  const memory = unstable_createMemoryUploadHandler({ maxPartSize });
  const tooLarge: string[] = [];

  const handler: UploadHandler = async (part) => {
    const chunks = part.data[Symbol.asyncIterator]();
    let seen = 0;
    const next = async () => {
      const result = await chunks.next();
      if (!result.done) {
        seen += result.value.byteLength;
        if (seen > drainLimit) throw new MaxPartSizeExceededError(part.name, drainLimit);
      }
      return result;
    };
    // The memory handler stops iterating when the part is too large; its return() must not
    // close the underlying part, which is drained below.
    const data: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next,
        return: async () => ({ done: true as const, value: undefined }),
      }),
    };
    try {
      return await memory({ ...part, data });
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError) || seen > drainLimit) throw error;
      while (!(await next()).done) {
        // dropped
      }
      tooLarge.push(part.name);
      return undefined;
    }
  };

  const formData = await unstable_parseMultipartFormData(request, handler);
  return { formData, tooLarge };
}
