/** SPEC 8/9: how long a chunk of code may take to arrive before it counts as failed (webpack's output.chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
