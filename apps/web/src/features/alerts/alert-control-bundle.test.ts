import { describe, expect, it } from "vitest";
import { sharedFilesIn } from "../../test/shared-files-in";

describe("the 'notify me' control every product page loads", () => {
  // Zod builds each schema when its module is evaluated, and a bundler must keep every such call:
  // importing one rule from a file of schemas evaluates all of that file and of its imports. The
  // e-mail rule living beside the order and account schemas cost each product page some 90 ms of
  // script on this machine (four times that on Lighthouse's phone), for a box most never open;
  // Zod alone, 10 ms more.
  it("carries no schema: its button needs none", () => {
    const files = sharedFilesIn("apps/web/src/features/alerts/alert-control.tsx");
    expect(files).not.toContain("zod.ts");
    expect(files).not.toContain("email.ts");
  });

  it("loads a form, once opened, that carries the e-mail rule, not the order, account or admin schemas", () => {
    const files = sharedFilesIn("apps/web/src/features/alerts/alert-form.tsx");
    expect(files).toContain("email.ts");
    expect(files).toContain("privacy-notice.ts");
    for (const heavy of ["accounts.ts", "checkout.ts", "admin.ts", "catalogue.ts", "shipments.ts"]) {
      expect(files).not.toContain(heavy);
    }
  });
});
