import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

/** The site-wide dialogs, each mounted once in the shell and opened from anywhere. */
export type DialogName = "contact" | "request-demo" | "download-android" | "download-apple" | "download-huawei";

interface DialogsApi {
  readonly current: DialogName | null;
  /** The element that opened the current dialog, to focus again on close. */
  readonly opener: HTMLElement | null;
  readonly open: (name: DialogName) => void;
  readonly close: () => void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

export function DialogsProvider({ children }: { readonly children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((name: DialogName) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setCurrent(name);
  }, []);
  const close = useCallback(() => setCurrent(null), []);

  const api = useMemo(() => ({ current, opener: opener.current, open, close }), [current, open, close]);
  return <DialogsContext.Provider value={api}>{children}</DialogsContext.Provider>;
}

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error("useDialogs needs a DialogsProvider");
  return api;
}
