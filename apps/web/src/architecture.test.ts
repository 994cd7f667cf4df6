import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The import rule of apps/web/biome.json (noRestrictedImports), tried on files planted in the tree:
 * a feature reaches another only through its index.ts, and entities, ui and lib never import a
 * feature (docs/architecture-web.md). Each planted file is removed whatever the outcome.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SRC, "../../..");
const BIOME = path.join(ROOT, "node_modules", ".bin", "biome");
const DEEP_IMPORT_MESSAGE = "A feature is imported only through its index.ts";
const UPWARD_IMPORT_MESSAGE = "entities, ui and lib sit below the features and must not import them";

function lintPlanted(relativePath: string, source: string): { failed: boolean; output: string } {
  const file = path.join(SRC, relativePath);
  writeFileSync(file, source);
  try {
    const result = spawnSync(BIOME, ["lint", "--max-diagnostics=50", file], { cwd: ROOT, encoding: "utf8" });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe("feature boundaries (biome noRestrictedImports)", () => {
  it("fails a feature that reaches into another feature's files", () => {
    const { failed, output } = lintPlanted(
      "features/search/planted-deep-import.ts",
      'import { addToCart } from "../cart/cart-storage";\n\nexport const planted = addToCart;\n',
    );
    expect(failed).toBe(true);
    expect(output).toContain("lint/style/noRestrictedImports");
    expect(output).toContain(DEEP_IMPORT_MESSAGE);
  });

  it("fails the app shell reaching past a feature's index.ts", () => {
    const { failed, output } = lintPlanted(
      "app/planted-deep-import.ts",
      'import { useCartCount } from "../features/cart/cart-storage";\n\nexport const planted = useCartCount;\n',
    );
    expect(failed).toBe(true);
    expect(output).toContain(DEEP_IMPORT_MESSAGE);
  });

  it("fails an entity importing a feature, even through its index.ts", () => {
    const { failed, output } = lintPlanted(
      "entities/product/planted-upward-import.ts",
      'import { cartPages } from "../../features/cart";\n\nexport const planted = cartPages;\n',
    );
    expect(failed).toBe(true);
    expect(output).toContain(UPWARD_IMPORT_MESSAGE);
  });

  it("passes a feature using another through its index.ts, its own files, entities and ui", () => {
    const { failed, output } = lintPlanted(
      "features/search/planted-allowed-imports.ts",
      [
        'import { useSession } from "../../entities/session/use-session";',
        'import { Spinner } from "../../ui/spinner";',
        'import { addToCart } from "../cart";',
        'import { searchHref } from "./search-box";',
        "",
        "export const planted = [useSession, Spinner, addToCart, searchHref];",
        "",
      ].join("\n"),
    );
    expect(output).not.toContain("noRestrictedImports");
    expect(failed).toBe(false);
  });
});
