/**
 * The console's one way to load a page's data: `load` runs in the browser once the page
 * has hydrated, again whenever `key` changes (an earlier answer arriving late is dropped),
 * and a 401 sends the operator to sign in. Null while loading (or while `load` is null: not yet known
 * what to load); the page renders the AdminResult. `replace` puts in what a change answered.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { type AdminResult, signInAgain, toSignIn } from "./admin-fetch.ts";

export function useAdminData<T>(
  load: (() => Promise<AdminResult<T>>) | null,
  key: string,
  onUnauthorized: () => void = toSignIn,
): [AdminResult<T> | null, Dispatch<SetStateAction<AdminResult<T> | null>>] {
  const [result, setResult] = useState<AdminResult<T> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the query) is what makes the page load again.
  useEffect(() => {
    if (!load) return;
    let current = true;
    load()
      .catch(signInAgain(onUnauthorized))
      .then((loaded) => {
        // A 401 leaves the page as it is while the browser goes to the sign-in page.
        if (current && (loaded.ok || loaded.status !== 401)) setResult(loaded);
      });
    return () => {
      current = false;
    };
  }, [key, onUnauthorized]);
  return [result, setResult];
}
