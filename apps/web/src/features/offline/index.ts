/** Offline and updates' public entry: the shell's notice about being offline or a new version. */
export { AppStatus } from "./app-status";
