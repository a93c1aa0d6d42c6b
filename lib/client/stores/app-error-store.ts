import { createStore } from "zustand/vanilla";

/**
 * Product §8 app error state: the dialog shows while `show` is true; dismissing hides it. The dialog says `message`
 * when given, else the translated text of `key` (shell.errorDialog.messages), else a generic one.
 */
export interface AppErrorState {
  key: string | null;
  show: boolean;
  message: string | null;
  icon: "error" | "warning" | "info";
  showError: (error: { key: string; message?: string; icon?: AppErrorState["icon"] }) => void;
  dismiss: () => void;
}

export function createAppErrorStore() {
  return createStore<AppErrorState>()((set) => ({
    key: null,
    show: false,
    message: null,
    icon: "error",
    showError: ({ key, message, icon = "error" }) => set({ key, message: message ?? null, icon, show: true }),
    dismiss: () => set({ show: false }),
  }));
}
