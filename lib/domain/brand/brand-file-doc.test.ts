import { brandFileReference, GENERATED_END, GENERATED_START, withReference, type SchemaNode } from "./brand-file-doc";

const schema: SchemaNode = {
  type: "object",
  description: "A small brand.",
  required: ["name", "branches"],
  properties: {
    name: { type: "string", minLength: 1, description: "the brand's name | as shown" },
    status: { type: "string", enum: ["active", "locked"], default: "active", description: "locked takes it offline" },
    slug: { type: "string", title: "key", description: "its host is <slug>.example" },
    branches: {
      type: "array",
      minItems: 1,
      description: "the branches",
      items: {
        type: "object",
        required: ["seats"],
        properties: { seats: { type: "integer", minimum: 1, maximum: 100, description: "how many" } },
      },
    },
    questions: {
      type: "array",
      description: "the questions",
      items: {
        oneOf: [
          { type: "object", required: ["type"], properties: { type: { type: "string", const: "scale" }, max: { type: "number", enum: [5, 10], default: 10 } } },
          { type: "object", required: ["type"], properties: { type: { type: "string", const: "text" } } },
        ],
      },
    },
  },
};

describe("brandFileReference", () => {
  const reference = brandFileReference(schema);
  const rowOf = (key: string) => reference.split("\n").find((line) => line.startsWith(`| \`${key}\` |`));

  it("lists each key with its type, whether it is required, its default and its description", () => {
    expect(rowOf("name")).toBe("| `name` | string | yes |  | the brand's name \\| as shown |");
    expect(rowOf("status")).toBe('| `status` | `"active"`, `"locked"` |  | `"active"` | locked takes it offline |');
    // a shared type is named by its title; a tag-like text is escaped, not swallowed as HTML
    expect(rowOf("slug")).toBe("| `slug` | key |  |  | its host is &lt;slug&gt;.example |");
  });

  it("gives a nested object its own section, linked from the table that holds it and introduced by its key's description", () => {
    expect(rowOf("branches")).toBe("| `branches` | list of [object](#ref-branches) (≥ 1) | yes |  | the branches |");
    const section = reference.slice(reference.indexOf('<a id="ref-branches"></a>'));
    expect(section).toContain("### `branches[]`\n\nThe branches.\n");
    expect(section).toContain("| `seats` | integer 1–100 | yes |  | how many |");
  });

  it("writes each variant of a union as a section named by the key that tells them apart", () => {
    expect(rowOf("questions")).toContain('one of: [type `"scale"`](#ref-questions-scale), [type `"text"`](#ref-questions-text)');
    expect(reference).toContain('<a id="ref-questions-scale"></a>\n\n### `questions[]` (type: "scale")');
    expect(reference).toContain("| `max` | `5`, `10` |  | `10` |  |");
  });

  it("starts with the file's own keys, introduced by the schema's description", () => {
    expect(reference.startsWith('<a id="ref-file"></a>\n\n### The file\n\nA small brand.\n')).toBe(true);
  });
});

describe("withReference", () => {
  const page = `# Brand file\n\nWords before.\n\n${GENERATED_START}\nold table\n${GENERATED_END}\n\nWords after.\n`;

  it("replaces what lies between the markers and keeps the prose around them", () => {
    const written = withReference(page, "new table");
    expect(written).toBe(`# Brand file\n\nWords before.\n\n${GENERATED_START}\n\nnew table\n\n${GENERATED_END}\n\nWords after.\n`);
    expect(withReference(written, "new table")).toBe(written);
  });

  it("refuses a page without its markers rather than losing the reference", () => {
    expect(() => withReference("# Brand file\n", "new table")).toThrow(GENERATED_START);
    expect(() => withReference(`${GENERATED_END}\n${GENERATED_START}\n`, "new table")).toThrow();
  });
});
