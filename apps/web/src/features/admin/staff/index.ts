/** The staff section: accounts and roles. */
export * from "./staff-page";
export * from "./users-tables";
