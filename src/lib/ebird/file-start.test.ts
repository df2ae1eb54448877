/** @jest-environment node */
import { readFileStart } from "./file-start";

/** A source that says whether it was read to its end or let go before. */
function tracked(chunks: string[]) {
  const state = { closed: false };
  async function* source() {
    try {
      for (const chunk of chunks) yield Buffer.from(chunk);
    } finally {
      state.closed = true;
    }
  }
  return { source: source(), state };
}

const all = async (chunks: AsyncIterable<Buffer | string>) => {
  let text = "";
  for await (const chunk of chunks) text += chunk.toString();
  return text;
};

describe("readFileStart", () => {
  it("gives the first bytes, then the whole file from its start, read once", async () => {
    const { source, state } = tracked(["ab", "cd", "ef", "gh"]);
    const start = await readFileStart(source, 3);
    expect(start.head.toString()).toBe("abc");
    expect(await all(start.chunks)).toBe("abcdefgh");
    expect(state.closed).toBe(true);
  });

  it("gives a file shorter than the start whole, and strings as bytes", async () => {
    const start = await readFileStart(["só"], 100);
    expect(start.head).toEqual(Buffer.from("só"));
    expect(await all(start.chunks)).toBe("só");
  });

  it("lets go of a file refused by its start, and of one whose reader stops early", async () => {
    const refused = tracked(["ab", "cd", "ef"]);
    await (await readFileStart(refused.source, 2)).close();
    expect(refused.state.closed).toBe(true);

    const stopped = tracked(["ab", "cd", "ef"]);
    const start = await readFileStart(stopped.source, 2);
    for await (const chunk of start.chunks) if (chunk.toString() === "cd") break;
    expect(stopped.state.closed).toBe(true);
  });
});
