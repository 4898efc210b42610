import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { completeJob, sayOnMyWay } from './api/my-work-api';
import { keepSteps, noConnection, queuedSteps, type QueuedStep } from './kept-work';

function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the phone says it has a connection (it may still fail: a call's failure says so too). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
}

export function sendStep(token: string, step: QueuedStep) {
  return (step.step === 'on-my-way' ? sayOnMyWay : completeJob)(token, step.jobId, step.id);
}

interface StepQueueHandlers {
  /** A queued step the server answered 2xx: its message. */
  onSent(message: string): void;
  /** A queued step the server refused (the job changed meanwhile, the session ended). */
  onRefused(error: unknown): void;
  /** After a round that sent something: the page fetches its records again. */
  afterSend(): void;
}

/**
 * "On my way" and "Mark as done" tapped without a connection (docs/pages.md#the-app): kept on the phone
 * with the id made at the tap, sent once the connection returns (and when the page opens with one). The
 * server applies each id once, so a step sent again after a lost answer does nothing twice.
 */
export function useStepQueue(token: string, handlers: StepQueueHandlers) {
  const [steps, setSteps] = useState<QueuedStep[]>([]);
  const sending = useRef(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const send = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      let left = await queuedSteps(token);
      let sent = false;
      for (const step of [...left]) {
        try {
          latest.current.onSent((await sendStep(token, step)).message);
        } catch (error) {
          if (noConnection(error)) break;
          latest.current.onRefused(error);
        }
        sent = true;
        left = left.filter((other) => other.id !== step.id);
        await keepSteps(token, left);
      }
      setSteps(left);
      if (sent) latest.current.afterSend();
    } finally {
      sending.current = false;
    }
  }, [token]);

  useEffect(() => {
    void queuedSteps(token).then(setSteps);
    void send();
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [token, send]);

  /** Keeps a step to send later; false when the same step of that job is already waiting. */
  const queue = useCallback(
    async (step: QueuedStep): Promise<boolean> => {
      const waiting = await queuedSteps(token);
      if (waiting.some((other) => other.jobId === step.jobId && other.step === step.step)) return false;
      const next = [...waiting, step];
      await keepSteps(token, next);
      setSteps(next);
      return true;
    },
    [token],
  );

  return { steps, queue };
}
