/** Five stars, `rating` of them filled; the number is said in words by the caller. */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`tracking-tight text-accent ${className}`}>
      {"★".repeat(Math.round(rating))}
      <span className="text-line">{"★".repeat(5 - Math.round(rating))}</span>
    </span>
  );
}
