import { Link, type LinkProps } from "react-router";

const VARIANTS = {
  primary: "bg-accent text-white hover:bg-accent-strong",
  secondary: "border border-ink/20 bg-surface text-ink hover:border-accent hover:text-accent",
} as const;

/** A router link that looks like a button (≥ 44 px high). */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-medium tracking-wide transition-colors ${VARIANTS[variant]} ${className}`}
    />
  );
}
