import 'react';

// HTML invoker commands (a button that opens or closes a dialog or popover without any script).
// React passes the attributes through; its types do not name them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
