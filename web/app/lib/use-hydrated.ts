import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until the component has hydrated, then true. A form whose code
 * loads later than the page disables its submit button until then: a press before would send the
 * form the browser's way, to the page's own address with the answers in it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
