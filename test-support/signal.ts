/**
 * A promise and the function that settles it, for tests that hold one transaction open at a known
 * point while another runs. Promise.withResolvers does the same from Node 22; this project supports 20.
 */
export function signal(): { readonly promise: Promise<void>; readonly fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
