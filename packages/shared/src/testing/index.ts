export { readableMail } from "./readable-mail";
