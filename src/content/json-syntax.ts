import { isStrayInText } from "./characters";

/**
 * Our own scan of JSON text, run before JSON.parse. JSON.parse's message does not always say where
 * the text breaks (`Unexpected token 'x', "…" is not valid JSON` has no position), words it
 * differently from one Node version to the next, and silently keeps only the last of two fields with
 * the same name. This scan knows the position and the JSON path of every mistake.
 */

export interface JsonSyntaxError {
  /** Index of the offending character (the text's length when the file ends too early). */
  offset: number;
  /** JSON path of the value being read when the text broke. */
  path: PropertyKey[];
  expected: string;
  /** The usual cause, for mistakes editors often make. */
  hint?: string;
}

/** An invisible character inside text (see isStrayInText), with the JSON path of the text. */
export interface StrayCharacter {
  offset: number;
  path: PropertyKey[];
}

/** A field written twice in one object: JSON.parse would keep only the last value. */
export interface DuplicateField {
  offset: number;
  firstOffset: number;
  path: PropertyKey[];
}

export interface JsonScan {
  error: JsonSyntaxError | null;
  strays: StrayCharacter[];
  duplicates: DuplicateField[];
}

const TRAILING_COMMA = "remove the comma after the last entry";
const MISSING_COMMA = "is a comma missing before it?";
const SINGLE_QUOTES = 'JSON writes text in "double quotes"';
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";
/** Text written in single quotes or none: a letter or ' where a double quote should be. */
const unquoted = (char: string | undefined) => char !== undefined && /['A-Za-z]/.test(char);
const startsValue = (char: string | undefined) => char !== undefined && /["{[\-0-9tfn]/.test(char);

class Stop {
  constructor(readonly error: JsonSyntaxError) {}
}

class Scanner {
  private pos = 0;
  private readonly path: PropertyKey[] = [];
  readonly strays: StrayCharacter[] = [];
  readonly duplicates: DuplicateField[] = [];
  /** Where the value at `target` starts, once the scan has passed it. */
  targetOffset: number | undefined;

  constructor(
    private readonly text: string,
    private readonly target?: string,
  ) {}

  scan(): JsonSyntaxError | null {
    try {
      this.value("expected valid JSON");
      this.skipWhitespace();
      const rest = this.text[this.pos];
      if (rest !== undefined) this.fail("expected the end of the file", rest === "}" || rest === "]" ? "is there one } or ] too many?" : undefined);
      return null;
    } catch (stop) {
      if (stop instanceof Stop) return stop.error;
      throw stop;
    }
  }

  private fail(expected: string, hint?: string): never {
    throw new Stop({ offset: this.pos, path: [...this.path], expected, ...(hint ? { hint } : {}) });
  }

  /** JSON's whitespace only: any other space is a mistake that fail() reports where it stands. */
  private skipWhitespace(): void {
    while (" \t\n\r".includes(this.text[this.pos] ?? "x")) this.pos++;
  }

  private value(expected = "expected a value"): void {
    this.skipWhitespace();
    if (this.target !== undefined && this.targetOffset === undefined && this.path.join("/") === this.target) this.targetOffset = this.pos;
    const char = this.text[this.pos];
    if (char === "{") return this.object();
    if (char === "[") return this.array();
    if (char === '"') {
      this.string();
      return;
    }
    if (char === "-" || isDigit(char)) return this.number();
    for (const literal of ["true", "false", "null"]) {
      if (this.text.startsWith(literal, this.pos)) {
        this.pos += literal.length;
        return;
      }
    }
    this.fail(expected, unquoted(char) ? SINGLE_QUOTES : undefined);
  }

  private object(): void {
    this.pos++;
    const seen = new Map<string, number>();
    this.skipWhitespace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      const char = this.text[this.pos];
      // Only reached after a comma, so a } here means the comma before it has nothing to follow.
      if (char !== '"') this.fail('expected a field name in "double quotes"', char === "}" ? TRAILING_COMMA : unquoted(char) ? SINGLE_QUOTES : undefined);
      const nameOffset = this.pos;
      const name = this.string();
      const first = seen.get(name);
      if (first === undefined) seen.set(name, nameOffset);
      else this.duplicates.push({ offset: nameOffset, firstOffset: first, path: [...this.path, name] });
      this.skipWhitespace();
      if (this.text[this.pos] !== ":") this.fail('expected ":" after the field name');
      this.pos++;
      this.path.push(name);
      this.value();
      this.path.pop();
      this.skipWhitespace();
      const next = this.text[this.pos];
      if (next === "}") {
        this.pos++;
        return;
      }
      if (next !== ",") this.fail('expected "," or "}" after a value', startsValue(next) ? MISSING_COMMA : undefined);
      this.pos++;
    }
  }

  private array(): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return;
    }
    for (let index = 0; ; index++) {
      this.skipWhitespace();
      if (index > 0 && this.text[this.pos] === "]") this.fail("expected a value", TRAILING_COMMA);
      this.path.push(index);
      this.value();
      this.path.pop();
      this.skipWhitespace();
      const next = this.text[this.pos];
      if (next === "]") {
        this.pos++;
        return;
      }
      if (next !== ",") this.fail('expected "," or "]" after a value', startsValue(next) ? MISSING_COMMA : undefined);
      this.pos++;
    }
  }

  /** Reads a string token and returns its decoded text. */
  private string(): string {
    const start = this.pos;
    this.pos++;
    for (;;) {
      const code = this.text.charCodeAt(this.pos);
      if (Number.isNaN(code)) this.fail("expected the closing double quote of this text");
      if (code === 0x22) break;
      if (code === 0x5c) {
        this.escape();
        continue;
      }
      if (code === 0x0a || code === 0x0d) this.fail("expected the closing double quote before the end of the line", "write \\n for a line break inside text");
      if (code < 0x20) this.fail("expected no tabs or other control characters inside text", code === 0x09 ? "write \\t for a tab" : undefined);
      if (isStrayInText(code)) this.strays.push({ offset: this.pos, path: [...this.path] });
      this.pos++;
    }
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  private escape(): void {
    const char = this.text[this.pos + 1];
    if (char !== undefined && ESCAPES.has(char)) {
      this.pos += 2;
      return;
    }
    if (char === "u" && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
      this.pos += 6;
      return;
    }
    this.pos++;
    this.fail('expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX after a backslash', "write \\\\ for a backslash");
  }

  private number(): void {
    if (this.text[this.pos] === "-") this.pos++;
    if (this.text[this.pos] === "0") this.pos++;
    else this.digits();
    if (this.text[this.pos] === ".") {
      this.pos++;
      this.digits();
    }
    if (this.text[this.pos] === "e" || this.text[this.pos] === "E") {
      this.pos++;
      if (this.text[this.pos] === "+" || this.text[this.pos] === "-") this.pos++;
      this.digits();
    }
  }

  private digits(): void {
    if (!isDigit(this.text[this.pos])) this.fail("expected a digit");
    while (isDigit(this.text[this.pos])) this.pos++;
  }
}

/** The first syntax mistake of `text` (null when it is valid JSON), its stray invisible characters and its fields written twice. */
export function scanJson(text: string): JsonScan {
  const scanner = new Scanner(text);
  const error = scanner.scan();
  return { error, strays: scanner.strays, duplicates: scanner.duplicates };
}

/** Where the value at a JSON path starts in `text` (undefined when the path is not there or the text breaks before it). */
export function valueOffset(text: string, path: readonly PropertyKey[]): number | undefined {
  const scanner = new Scanner(text, path.join("/"));
  scanner.scan();
  return scanner.targetOffset;
}
