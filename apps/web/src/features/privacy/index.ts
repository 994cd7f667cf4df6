/**
 * Personal data's public entry (docs/decisions/051-personal-data.md): the consent of a form, the
 * account's "My data", the guests' request form and the page their mailed link opens.
 */
export { type ConsentChoice, ConsentNotice, consentFromForm } from "./consent-notice";
export { DataRequestResult } from "./data-request-page";
export { GuestRequestForm } from "./guest-request-form";
export { MyDataSection } from "./my-data-section";
