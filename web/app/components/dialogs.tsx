import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";

/** The site-wide dialogs, each opened from anywhere and loaded when first opened (site-dialogs.tsx). */
export type DialogName =
  | "contact"
  | "request-demo"
  | "download-android"
  | "download-apple"
  | "download-huawei"
  | "search";

export interface OpenDialog {
  readonly name: DialogName | null;
  /** The element that opened the dialog, to focus again on close. */
  readonly opener: HTMLElement | null;
}

interface DialogsApi {
  readonly open: (name: DialogName) => void;
  readonly close: () => void;
}

interface DialogStore extends DialogsApi {
  readonly get: () => OpenDialog;
  readonly subscribe: (listener: () => void) => () => void;
}

const CLOSED: OpenDialog = { name: null, opener: null };

function createDialogStore(): DialogStore {
  let state = CLOSED;
  const listeners = new Set<() => void>();
  const set = (next: OpenDialog) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(name) {
      const active = document.activeElement;
      set({ name, opener: active instanceof HTMLElement && active !== document.body ? active : null });
    },
    // The opener stays, for the closing dialog to return focus to.
    close: () => set({ ...state, name: null }),
  };
}

/**
 * The provider's value never changes: which dialog is open lives in a store that
 * only the dialogs subscribe to. A changed context value above the page would
 * reach every Suspense boundary still waiting for its code (the sign-up wizard,
 * the home carousels), and React throws such a boundary's prerendered HTML away
 * when an update reaches it before it has hydrated.
 */
const DialogsContext = createContext<DialogStore | null>(null);

export function DialogsProvider({ children }: { readonly children: ReactNode }) {
  const [store] = useState(createDialogStore);
  return <DialogsContext.Provider value={store}>{children}</DialogsContext.Provider>;
}

function useDialogStore(): DialogStore {
  const store = useContext(DialogsContext);
  if (!store) throw new Error("useDialogs needs a DialogsProvider");
  return store;
}

/** Opens and closes the dialogs; the functions never change, so a button using them never re-renders. */
export function useDialogs(): DialogsApi {
  return useDialogStore();
}

/** Which dialog is open, and who opened it; for the dialogs themselves. */
export function useOpenDialog(): OpenDialog {
  const store = useDialogStore();
  return useSyncExternalStore(store.subscribe, store.get, () => CLOSED);
}
