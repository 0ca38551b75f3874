/**
 * Code a page needs only once the visitor starts on something (a form's checks
 * and sending): `load` runs the first time the module is asked for, and every
 * later call gets the same module. A failed load (the network dropped) is tried
 * again on the next call.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Starts loading ahead of the real use (a form's first focus, ahead of its submit)
 * and hands the module to `then`. A failure stays quiet here: the real use loads
 * again and reports it.
 */
export function warmUp<Module>(load: () => Promise<Module>, then: (module: Module) => void = () => {}): void {
  load().then(then, () => {});
}
