import { cx } from "~/lib/class-names.ts";
import { useSiteData } from "~/lib/site-data.tsx";

/** Three spinner sizes: 4, 8 and 12 spacing units (1, 2 and 3 rem). */
const spinnerSizes = { sm: "size-4", md: "size-8", lg: "size-12" } as const;

interface SpinnerProps {
  size?: keyof typeof spinnerSizes;
  /** A text colour class; the ring takes the current colour. Teal by default. */
  colorClassName?: string;
  className?: string;
}

export function Spinner({ size = "md", colorClassName = "text-teal-600", className }: SpinnerProps) {
  const { chrome } = useSiteData();
  return (
    <span role="status" className={cx("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        data-size={size}
        className={cx(
          "inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
          spinnerSizes[size],
          colorClassName,
        )}
      />
      <span className="sr-only">{chrome.loading}</span>
    </span>
  );
}
