import { useState } from "react";

/**
 * False until `value` is first true, then true for good. Mounts what is loaded on
 * first use (a dialog) and keeps it mounted, so it can animate out and hand focus back.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  // Adjusting state while rendering, as React recommends for state derived from props.
  if (value && !latched) setLatched(true);
  return latched || value;
}
