/** The options chosen for a line, under its name, as every list of a diner's lines shows them. */
export function LineOptions({ options }: { options: readonly string[] }) {
  if (options.length === 0) return null;
  return (
    <span className="muted block text-sm" data-line-options>
      {options.join(" · ")}
    </span>
  );
}
