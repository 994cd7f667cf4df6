/**
 * Sign-in's public entry: the header's account menu, the form pieces and error texts the account
 * page reuses, and the sign-in pages (lazy chunks). The session itself lives in entities/session.
 */
export { AccountMenu } from "./account-menu";
export { authErrorMessage, fieldMessage } from "./auth-errors";
export { FormMessage, SubmitButton, TextField } from "./form-fields";

export const authPages = {
  login: async () => (await import("./login-page")).LoginPage,
  register: async () => (await import("./register-page")).RegisterPage,
  resetPassword: async () => (await import("./reset-password-page")).ResetPasswordPage,
  verifyEmail: async () => (await import("./verify-email-page")).VerifyEmailPage,
};
