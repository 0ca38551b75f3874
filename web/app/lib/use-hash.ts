import { useEffect } from "react";

/** The address fragment without its `#`, decoded. */
export function currentHash(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Calls `onHash` with the fragment on mount and on every later fragment change. */
export function useHashEffect(onHash: (hash: string) => void): void {
  useEffect(() => {
    const handle = () => onHash(currentHash());
    handle();
    window.addEventListener("hashchange", handle);
    return () => window.removeEventListener("hashchange", handle);
  }, [onHash]);
}

/** Replaces the fragment without adding a history entry or scrolling. */
export function replaceHash(hash: string): void {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(window.history.state, "", url);
}
