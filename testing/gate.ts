// A gate: what a test holds back (a script, a response, a font) waits on it until the test opens
// it, however long the machine takes. A test acts while it is shut, asserts, then opens it; a
// regression that waits for the held thing never completes and fails at any machine speed.

export interface Gate {
  /** Resolves once the gate is open. */
  readonly opened: Promise<void>;
  readonly isOpen: boolean;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  let isOpen = false;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      open();
    },
  };
}

/** Requests held at a gate: what was asked for while it was shut, and the key that opens it. */
export interface Held {
  /** The held requests' addresses, in the order they were asked for. */
  readonly asked: readonly string[];
  /** Lets every held request go on, and any asked for later. */
  release(): void;
  /** Shuts the gate again (after release()): requests asked for from now on wait once more. */
  rehold(): void;
}

/** A Held whose requests call `wait(url)` and go on when the promise it returns resolves. */
export function heldAt(): Held & { wait(url: string): Promise<void> } {
  const asked: string[] = [];
  let current = gate();
  return {
    asked,
    release: () => current.open(),
    rehold: () => {
      if (current.isOpen) current = gate();
    },
    wait: (url) => {
      asked.push(url);
      return current.opened;
    },
  };
}
