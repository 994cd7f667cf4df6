import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, registerFormSchema } from "./accounts";

describe("the password confirmation's message", () => {
  it("on register speaks of the confirmation, not of a new password", () => {
    const result = registerFormSchema.safeParse({
      email: "khach@example.com",
      password: "mat-khau-dai-1",
      confirmPassword: "mat-khau-khac-2",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["register.error_password_mismatch"]);
  });

  it("on the account page still speaks of the new password", () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: "cu",
      newPassword: "mat-khau-dai-1",
      confirmPassword: "mat-khau-khac-2",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["account.error_password_mismatch"]);
  });
});
