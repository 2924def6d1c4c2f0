// Parse an AsyncAPI document with the AsyncAPI project's own parser; exit 1 on any error-level diagnostic.
import { readFileSync } from "node:fs";
import { Parser } from "@asyncapi/parser";

const path = process.argv[2];
const { document, diagnostics } = await new Parser().parse(readFileSync(path, "utf8"));
const errors = diagnostics.filter((d) => d.severity === 0);
for (const d of diagnostics) console.log(`${["error", "warning", "info", "hint"][d.severity]} ${d.code} ${d.path.join(".")}: ${d.message}`);
if (!document || errors.length > 0) {
  console.log(`${path}: ${errors.length} errors`);
  process.exit(1);
}
console.log(`${path}: valid AsyncAPI ${document.version()}, channels ${document.channels().all().map((c) => c.id()).join(", ")}`);
