/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all its
 * functions compiled eagerly, on the background thread that streams the script in, instead of each
 * one on the main thread the first time it is called. Hydration calls nearly every function of the
 * first-load modules once, so compiling them lazily made its tasks 20-30 ms long (decision 103).
 * Browsers without the feature read an ordinary comment.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";

/** The module's source with the hint as its first line (once). */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : `${compileHint}\n${source}`;
}
