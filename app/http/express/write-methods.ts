const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Methods that change something (and carry a body): the ones the write rules apply to. */
export const isWrite = (method: string) => WRITES.has(method);
