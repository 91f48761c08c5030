// The rider's delivery steps, kept on the phone in IndexedDB until the server has them, each sent
// with its own Idempotency-Key so a step sent twice is applied once (decision 066).

/** A step as it waits on the phone. */
export interface QueuedStep {
  /** The Idempotency-Key, made once when the rider taps. */
  key: string;
  orderId: string;
  saleUnit: string;
  /** The text fields (Step, ReceiverName, Lines as JSON text ...). */
  fields: Record<string, string>;
  /** The proof images: `photo`, `signature`. */
  files: Record<string, Blob>;
  queuedAt: number;
}

export type SendOutcome =
  | { kind: 'sent'; answer: unknown }
  /** The server said no (not the rider's order, a bad field ...): sending again cannot help. */
  | { kind: 'refused'; message: string; code?: string | undefined }
  /** No answer (offline, a server error, signed out): kept for later. */
  | { kind: 'later' };

export interface QueueStore {
  all(): Promise<QueuedStep[]>;
  put(step: QueuedStep): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface StepQueueDeps {
  store: QueueStore;
  send: (step: QueuedStep) => Promise<SendOutcome>;
  /** Told after each step leaves the queue (sent or refused). */
  onSettled?: (step: QueuedStep, outcome: SendOutcome) => void;
}

export function createStepQueue({ store, send, onSettled }: StepQueueDeps) {
  let running: Promise<Map<string, SendOutcome>> | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  /** Sends the waiting steps oldest first; stops at the first that cannot be sent now. */
  async function drain(): Promise<Map<string, SendOutcome>> {
    const outcomes = new Map<string, SendOutcome>();
    const steps = (await store.all()).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const step of steps) {
      const outcome = await send(step);
      outcomes.set(step.key, outcome);
      if (outcome.kind === 'later') break;
      await store.remove(step.key);
      onSettled?.(step, outcome);
      changed();
    }
    return outcomes;
  }

  /** One drain at a time; a call during a drain waits for it and drains again. */
  async function flush(): Promise<Map<string, SendOutcome>> {
    while (running) await running.catch(() => undefined);
    running = drain();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    /** Keeps the step, then tries to send everything waiting; answers what became of this one. */
    async submit(step: QueuedStep): Promise<SendOutcome> {
      await store.put(step);
      changed();
      const outcomes = await flush();
      return outcomes.get(step.key) ?? { kind: 'later' };
    },
    flush,
    pending: (): Promise<QueuedStep[]> => store.all(),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StepQueue = ReturnType<typeof createStepQueue>;

/** A store in memory (tests, and browsers without IndexedDB). */
export function memoryStore(): QueueStore {
  const steps = new Map<string, QueuedStep>();
  return {
    all: () => Promise.resolve([...steps.values()]),
    put: (step) => {
      steps.set(step.key, step);
      return Promise.resolve();
    },
    remove: (key) => {
      steps.delete(key);
      return Promise.resolve();
    },
  };
}
