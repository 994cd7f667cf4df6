import { ENVIRONMENT_VARIABLES } from "./config-variables";

/** The README's table of environment variables, written from the one list in config-variables.ts. */
export function environmentTableMarkdown(): string {
  const escapeCell = (text: string) => text.replaceAll("|", "\\|");
  const rows = ENVIRONMENT_VARIABLES.map(
    (variable) =>
      `| \`${variable.name}\` | \`${escapeCell(variable.default)}\` | ${escapeCell(variable.description)} |`,
  );
  return ["| Variable | Default | Meaning |", "|---|---|---|", ...rows].join("\n");
}

export const TABLE_START = "<!-- env-table:start -->";
export const TABLE_END = "<!-- env-table:end -->";

/** The README with the text between the markers replaced by the current table. */
export function withEnvironmentTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${environmentTableMarkdown()}\n${readme.slice(end)}`;
}
