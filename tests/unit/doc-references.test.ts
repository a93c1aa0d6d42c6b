import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every reference a comment, a test name or a document makes must be one a reader of this repository can
 * follow: "product §N" (or a bare "§N") names a section heading of docs/product.md, and nothing cites a
 * document or tracker that lives elsewhere — an issue number, the design notes or the outside specification.
 * The why goes into the comment itself, or into a file under docs/.
 */

const ROOT = process.cwd();
const PRODUCT = "docs/product.md";
const SELF = "tests/unit/doc-references.test.ts";

/** Files that are not prose: pictures, fonts, drawings and the lock file. */
const SKIPPED = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|svg)$|(^|\/)package-lock\.json$/i;
/** Folders a walk never enters when git cannot list the files. */
const NOT_SOURCE = new Set(["node_modules", ".next", ".git", ".data", ".bench", "coverage", "playwright-report", "test-results"]);

/** The repository's files (tracked, and new ones not ignored), as git lists them; a walk of the folders without git. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    return [...new Set(listed.split("\0").filter(Boolean))];
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : walk(path);
        return entry.isFile() ? [path] : [];
      });
    return walk("");
  }
}

/** The section numbers docs/product.md has as headings (`## §N …`). */
export function productSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## §(\d+)\b/gm)].map((match) => Number(match[1])));
}

// Built from parts, so that this file does not cite what it forbids.
const SECTION = "\u00a7";
const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: "an issue number", pattern: /\bissues?\s*#?\d+/i },
  { what: "the design notes", pattern: new RegExp(`\\bDESIGN(\\.md\\b|\\s*${SECTION})`) },
  { what: "the outside specification", pattern: new RegExp(`\\bspec(\\.md\\b|'s\\s+${SECTION}|\\s*${SECTION})`, "i") },
];
/** A section sign and its number; one cited after a standard's name (RFC 5545 §3.1) is that standard's. */
const SECTION_REFERENCE = new RegExp(`(RFC\\s*\\d+\\s*)?${SECTION}\\s*(\\d+)`, "g");

/** What is wrong with one line, each problem in words; none for a line whose references all resolve. */
export function referenceProblems(line: string, sections: ReadonlySet<number>): string[] {
  const problems = FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `cites ${what}`);
  for (const [, standard, number] of line.matchAll(SECTION_REFERENCE)) {
    if (!standard && !sections.has(Number(number))) problems.push(`cites ${SECTION}${number}, which ${PRODUCT} has no heading for`);
  }
  return problems;
}

describe("references in comments and documents", () => {
  const sections = productSections(readFileSync(join(ROOT, PRODUCT), "utf8"));

  it(`${PRODUCT} has the nine numbered sections code cites`, () => {
    expect([...sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("tells a dangling or outside reference from one that resolves", () => {
    const problems = (line: string) => referenceProblems(line, sections);
    expect(problems(`// product ${SECTION}4: checkout mode sends each round to prepare`)).toEqual([]);
    expect(problems(` * RFC 5545 ${SECTION}3.3.11: escaped text`)).toEqual([]);
    expect(problems(`// product ${SECTION}12: no such section`)).toHaveLength(1);
    expect(problems(`it("works (${"iss"}ue 10)")`)).toEqual(["cites an issue number"]);
    expect(problems(`/* see ${"iss"}ues #12 and 15 */`)).toEqual(["cites an issue number"]);
    expect(problems(`// layers (${"DES"}IGN ${SECTION}3)`)).toEqual(["cites the design notes"]);
    expect(problems(`see ${"DES"}IGN.md`)).toEqual(["cites the design notes"]);
    expect(problems(`// ${"sp"}ec ${SECTION}2 routes`)).toEqual(["cites the outside specification"]);
    expect(problems(`from ${"sp"}ec.md`)).toEqual(["cites the outside specification"]);
    expect(problems(`// the tests/e2e/menu.${"sp"}ec.ts file and the HTML ${"sp"}ec's dialog`)).toEqual([]);
  });

  it("resolve everywhere: each one a reader can follow in this repository", () => {
    const found: string[] = [];
    for (const file of repositoryFiles()) {
      if (file === SELF || SKIPPED.test(file) || !existsSync(join(ROOT, file)) || !statSync(join(ROOT, file)).isFile()) continue;
      const text = readFileSync(join(ROOT, file), "utf8");
      if (text.includes("\0")) continue;
      text.split("\n").forEach((line, index) => {
        for (const problem of referenceProblems(line, sections)) found.push(`${file}:${index + 1}: ${problem}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
