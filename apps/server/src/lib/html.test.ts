import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes markup and both quotes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("leaves Vietnamese text as it is", () => {
    expect(escapeHtml("Túi đeo chéo – 1.250.000 ₫")).toBe("Túi đeo chéo – 1.250.000 ₫");
  });
});
