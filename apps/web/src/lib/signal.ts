/**
 * A fan-out with no payload: modules that must not import each other meet here (the one reports, the other
 * subscribes). `on` returns the unsubscribe function.
 */
export const createSignal = () => {
  const listeners = new Set<() => void>();
  return {
    on: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: () => {
      for (const listener of [...listeners]) listener();
    },
  };
};
