import readline from "node:readline";

/** One line from a pipe (`echo secret | …`), without its line ending. */
function readLineFromPipe(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (chunk: string) => (text += chunk));
    process.stdin.on("end", () => resolve(text.split(/\r?\n/)[0] ?? ""));
    process.stdin.on("error", reject);
  });
}

/** Asks on the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    // readline echoes each key through this; after the prompt, nothing typed is shown.
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** The new password: twice on a terminal (they must match), or once from a pipe. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return readLineFromPipe();
  const first = await askHidden(prompt);
  const second = await askHidden("Again, to confirm: ");
  if (first !== second) throw new Error("the two passwords differ; nothing was changed");
  return first;
}
