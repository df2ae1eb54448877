/** Chunks of code that take longer than 120 s to arrive count as failed (webpack's output.chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
