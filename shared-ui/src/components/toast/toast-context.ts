import { createContext, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  message: ReactNode;
  /** A second line under the message (e.g. the server's reason for a failure). */
  detail?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides by itself (profile toasts: 3000, welcome toast: 5000). 0 keeps it until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and answers its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
