import fs from "node:fs";
import path from "node:path";
import { MAIL_PALETTE } from "./mail-palette";

const tokens = fs.readFileSync(path.join(__dirname, "../../styles/tokens.css"), "utf8");

describe("the mail's colours", () => {
  it.each(Object.entries(MAIL_PALETTE))("--color-%s is the site's token, as written in tokens.css", (name, value) => {
    const token = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
    expect(token?.toLowerCase()).toBe(value);
  });
});
